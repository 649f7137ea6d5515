import type { StaticPage } from "../types.ts";

export const page: StaticPage = {
  lv: {
    title: "Kontakti",
    description:
      "Sazinieties ar Tirgus atbalstu: e-pasts atbalsts@tirgus.lv, tālrunis +371 67 000 000, darba dienās 9:00–18:00. SIA Tirgus rekvizīti.",
    blocks: [
      {
        type: "p",
        text: "Ja jums ir jautājums par sludinājumu, kontu vai maksājumu, vispirms ieskatieties biežāk uzdotajos jautājumos – tur atradīsiet atbildes uz lielāko daļu jautājumu. Ja atbildi neatradāt, rakstiet vai zvaniet mums.",
      },
      { type: "h2", text: "Klientu atbalsts" },
      {
        type: "contact",
        label: "E-pasts",
        value: "atbalsts@tirgus.lv",
        href: "mailto:atbalsts@tirgus.lv",
      },
      { type: "contact", label: "Tālrunis", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Darba laiks", value: "Pirmdiena–piektdiena, 9:00–18:00" },
      {
        type: "p",
        text: "Uz e-pastiem parasti atbildam vienas darba dienas laikā. Rakstot par konkrētu sludinājumu, norādiet tā numuru vai saiti, kā arī e-pasta adresi, ar kuru esat reģistrējušies. Nekad nesūtiet mums paroles vai maksājumu kartes datus – mēs tos nekad neprasām.",
      },
      { type: "h2", text: "Ātrāka palīdzība" },
      {
        type: "ul",
        items: [
          "Aizmirsāt paroli? Izmantojiet paroles atjaunošanu pieslēgšanās lapā – saite tiks nosūtīta uz jūsu e-pastu.",
          "Sludinājums noraidīts vai konts bloķēts? Iemesls norādīts mūsu paziņojumā; ja nepiekrītat, atbildiet uz to un paskaidrojiet situāciju.",
          "Jautājums par maksājumu? Norādiet maksājuma datumu, summu un kartes pēdējos četrus ciparus – pilnu kartes numuru nesūtiet.",
        ],
      },
      { type: "h2", text: "Citi jautājumi" },
      {
        type: "contact",
        label: "Vispārīgi jautājumi un sadarbība",
        value: "info@tirgus.lv",
        href: "mailto:info@tirgus.lv",
      },
      {
        type: "contact",
        label: "Privātums un personas dati",
        value: "privatums@tirgus.lv",
        href: "mailto:privatums@tirgus.lv",
      },
      {
        type: "p",
        text: "Par sludinājumu, kas pārkāpj noteikumus vai likumu, visātrāk var ziņot ar pogu „Ziņot” sludinājuma lapā. Vienotais kontaktpunkts iestādēm un lietotājiem saskaņā ar Digitālo pakalpojumu aktu ir info@tirgus.lv; ar mums var sazināties latviešu, angļu un krievu valodā.",
      },
      { type: "h2", text: "Rekvizīti" },
      { type: "contact", label: "Uzņēmums", value: "SIA Tirgus" },
      { type: "contact", label: "Reģistrācijas Nr.", value: "40203999999" },
      { type: "contact", label: "PVN maksātāja Nr.", value: "LV40203999999" },
      { type: "contact", label: "Juridiskā adrese", value: "Brīvības iela 100, Rīga, LV-1011" },
      {
        type: "p",
        text: "Birojā apmeklētājus pieņemam tikai pēc iepriekšējas vienošanās. Rēķinus un citus grāmatvedības dokumentus uzņēmumiem nosūtām pēc pieprasījuma uz info@tirgus.lv.",
      },
    ],
  },
  ru: {
    title: "Контакты",
    description:
      "Свяжитесь с поддержкой Tirgus: e-mail atbalsts@tirgus.lv, телефон +371 67 000 000, по рабочим дням 9:00–18:00. Реквизиты SIA Tirgus.",
    blocks: [
      {
        type: "p",
        text: "Если у вас вопрос об объявлении, аккаунте или платеже, сначала загляните в раздел частых вопросов – там есть ответы на большинство из них. Если ответа не нашлось, напишите или позвоните нам.",
      },
      { type: "h2", text: "Служба поддержки" },
      {
        type: "contact",
        label: "E-mail",
        value: "atbalsts@tirgus.lv",
        href: "mailto:atbalsts@tirgus.lv",
      },
      { type: "contact", label: "Телефон", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Часы работы", value: "Понедельник–пятница, 9:00–18:00" },
      {
        type: "p",
        text: "На письма мы обычно отвечаем в течение одного рабочего дня. Если вопрос касается конкретного объявления, укажите его номер или ссылку и e-mail, с которым вы зарегистрированы. Никогда не присылайте нам пароли или данные платёжной карты – мы их никогда не запрашиваем.",
      },
      { type: "h2", text: "Как получить ответ быстрее" },
      {
        type: "ul",
        items: [
          "Забыли пароль? Воспользуйтесь восстановлением пароля на странице входа – ссылка придёт на ваш e-mail.",
          "Объявление отклонено или аккаунт заблокирован? Причина указана в нашем уведомлении; если вы не согласны, ответьте на него и объясните ситуацию.",
          "Вопрос о платеже? Укажите дату и сумму платежа и последние четыре цифры карты – полный номер карты не присылайте.",
        ],
      },
      { type: "h2", text: "Другие вопросы" },
      {
        type: "contact",
        label: "Общие вопросы и сотрудничество",
        value: "info@tirgus.lv",
        href: "mailto:info@tirgus.lv",
      },
      {
        type: "contact",
        label: "Конфиденциальность и персональные данные",
        value: "privatums@tirgus.lv",
        href: "mailto:privatums@tirgus.lv",
      },
      {
        type: "p",
        text: "Об объявлении, которое нарушает правила или закон, быстрее всего сообщить кнопкой «Пожаловаться» на странице объявления. Единая контактная точка для учреждений и пользователей согласно Акту о цифровых услугах – info@tirgus.lv; писать можно на латышском, английском и русском языке.",
      },
      { type: "h2", text: "Реквизиты" },
      { type: "contact", label: "Компания", value: "SIA Tirgus" },
      { type: "contact", label: "Регистрационный номер", value: "40203999999" },
      { type: "contact", label: "Номер плательщика НДС", value: "LV40203999999" },
      { type: "contact", label: "Юридический адрес", value: "Brīvības iela 100, Rīga, LV-1011" },
      {
        type: "p",
        text: "В офисе мы принимаем посетителей только по предварительной договорённости. Счета и другие бухгалтерские документы для компаний высылаем по запросу на info@tirgus.lv.",
      },
    ],
  },
  en: {
    title: "Contacts",
    description:
      "Contact Tirgus support: e-mail atbalsts@tirgus.lv, phone +371 67 000 000, on working days 9:00–18:00. Company details of SIA Tirgus.",
    blocks: [
      {
        type: "p",
        text: "If you have a question about an ad, your account or a payment, please check the frequently asked questions first – most answers are there. If you cannot find yours, write to us or call.",
      },
      { type: "h2", text: "Customer support" },
      {
        type: "contact",
        label: "E-mail",
        value: "atbalsts@tirgus.lv",
        href: "mailto:atbalsts@tirgus.lv",
      },
      { type: "contact", label: "Phone", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Working hours", value: "Monday–Friday, 9:00–18:00" },
      {
        type: "p",
        text: "We usually answer e-mails within one working day. If you are writing about a particular ad, include its number or link and the e-mail address you registered with. Never send us passwords or payment card details – we never ask for them.",
      },
      { type: "h2", text: "Faster help" },
      {
        type: "ul",
        items: [
          "Forgot your password? Use password reset on the sign-in page – a link will be sent to your e-mail.",
          "Ad rejected or account blocked? The reason is given in our notice; if you disagree, reply to it and explain the situation.",
          "Question about a payment? Give the date, the amount and the last four digits of the card – never the full card number.",
        ],
      },
      { type: "h2", text: "Other questions" },
      {
        type: "contact",
        label: "General questions and partnerships",
        value: "info@tirgus.lv",
        href: "mailto:info@tirgus.lv",
      },
      {
        type: "contact",
        label: "Privacy and personal data",
        value: "privatums@tirgus.lv",
        href: "mailto:privatums@tirgus.lv",
      },
      {
        type: "p",
        text: "The quickest way to flag an ad that breaks the rules or the law is the “Report” button on the ad page. Our single point of contact for authorities and users under the Digital Services Act is info@tirgus.lv; you can write in Latvian, English or Russian.",
      },
      { type: "h2", text: "Company details" },
      { type: "contact", label: "Company", value: "SIA Tirgus" },
      { type: "contact", label: "Registration No.", value: "40203999999" },
      { type: "contact", label: "VAT No.", value: "LV40203999999" },
      { type: "contact", label: "Registered address", value: "Brīvības iela 100, Rīga, LV-1011" },
      {
        type: "p",
        text: "Visitors are received at the office by appointment only. Invoices and other accounting documents for businesses are sent on request to info@tirgus.lv.",
      },
    ],
  },
};
