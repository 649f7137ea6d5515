import type { StaticPage } from "../types.ts";

export const page: StaticPage = {
  lv: {
    title: "Juridiskā informācija",
    description:
      "Tirgus.lv uzturētājs SIA Tirgus: rekvizīti, kontakti, kontaktpunkts iestādēm, uzraudzības iestādes, hostings ES un atvērtā pirmkoda licence.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "Tīmekļvietni tirgus.lv uztur un tās pakalpojumus sniedz SIA Tirgus. Šajā lapā apkopota informācija, kas pakalpojuma sniedzējam jāatklāj saskaņā ar Informācijas sabiedrības pakalpojumu likumu un Digitālo pakalpojumu aktu (Regula (ES) 2022/2065).",
      },
      { type: "h2", text: "Pakalpojuma sniedzējs" },
      { type: "contact", label: "Nosaukums", value: "SIA Tirgus (sabiedrība ar ierobežotu atbildību)" },
      {
        type: "contact",
        label: "Reģistrācijas Nr.",
        value: "40203999999, Latvijas Republikas Uzņēmumu reģistra komercreģistrs",
      },
      { type: "contact", label: "PVN maksātāja Nr.", value: "LV40203999999" },
      { type: "contact", label: "Juridiskā adrese", value: "Brīvības iela 100, Rīga, LV-1011, Latvija" },
      { type: "h2", text: "Saziņa" },
      {
        type: "contact",
        label: "Vispārīgi jautājumi",
        value: "info@tirgus.lv",
        href: "mailto:info@tirgus.lv",
      },
      {
        type: "contact",
        label: "Klientu atbalsts",
        value: "atbalsts@tirgus.lv",
        href: "mailto:atbalsts@tirgus.lv",
      },
      {
        type: "contact",
        label: "Privātums un personas dati",
        value: "privatums@tirgus.lv",
        href: "mailto:privatums@tirgus.lv",
      },
      { type: "contact", label: "Tālrunis", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Darba laiks", value: "Pirmdiena–piektdiena, 9:00–18:00" },
      {
        type: "p",
        text: "Uz e-pastiem atbildam darba dienās, parasti vienas darba dienas laikā. Pasta sūtījumus adresējiet uz juridisko adresi ar norādi „SIA Tirgus”; birojā apmeklētājus pieņemam tikai pēc iepriekšējas vienošanās.",
      },
      { type: "h2", text: "Vienotais kontaktpunkts" },
      {
        type: "p",
        text: "Saskaņā ar Digitālo pakalpojumu akta 11. un 12. pantu vienotais kontaktpunkts saziņai ar dalībvalstu iestādēm, Eiropas Komisiju, Digitālo pakalpojumu padomi un pakalpojuma lietotājiem ir info@tirgus.lv. Saziņa iespējama latviešu, angļu un krievu valodā. Lietotājiem atbild mūsu darbinieki, nevis tikai automatizēti rīki.",
      },
      { type: "h2", text: "Uzraudzības iestādes" },
      {
        type: "ul",
        items: [
          "Patērētāju tiesību aizsardzības centrs (www.ptac.gov.lv) – patērētāju tiesību uzraudzība; tas ir arī digitālo pakalpojumu koordinators Latvijā.",
          "Datu valsts inspekcija (www.dvi.gov.lv) – personas datu aizsardzības uzraudzība.",
        ],
      },
      { type: "h2", text: "Sludinājumu saturs un atbildība" },
      {
        type: "p",
        text: "Sludinājumus, fotogrāfijas un ziņas publicē lietotāji, un par to saturu atbild paši lietotāji. SIA Tirgus ir starpniecības pakalpojuma – mitināšanas – sniedzējs Digitālo pakalpojumu akta izpratnē. Mums nav vispārēja pienākuma pārraudzīt lietotāju saturu, taču mēs to moderējam saskaņā ar lietošanas noteikumiem un rīkojamies, tiklīdz uzzinām par nelikumīgu saturu vai noteikumu pārkāpumu. SIA Tirgus nav sludinājumos piedāvāto preču pārdevējs un nav darījumu puse.",
      },
      { type: "h2", text: "Kā ziņot par nelikumīgu saturu" },
      {
        type: "p",
        text: "Par saturu, kas, jūsuprāt, ir nelikumīgs, ziņojiet ar pogu „Ziņot” vai uz info@tirgus.lv. Lai mēs varētu ātri rīkoties, ziņojumā norādiet:",
      },
      {
        type: "ul",
        items: [
          "precīzu saiti uz sludinājumu, profilu vai ziņu;",
          "paskaidrojumu, kāpēc uzskatāt saturu par nelikumīgu;",
          "savu vārdu un e-pasta adresi (izņemot ziņojumus par bērnu seksuālas izmantošanas materiāliem);",
          "apliecinājumu, ka ziņojumā sniegtā informācija, jūsuprāt, ir pareiza un pilnīga.",
        ],
      },
      {
        type: "p",
        text: "Mēs apstiprinām ziņojuma saņemšanu un informējam par pieņemto lēmumu. Ja ir pamats uzskatīt, ka ir apdraudēta cilvēka dzīvība vai drošība, nekavējoties informējam tiesībaizsardzības iestādes. Ārkārtas gadījumos zvaniet 112.",
      },
      { type: "h2", text: "Moderācijas lēmumi un to apstrīdēšana" },
      {
        type: "p",
        text: "Ja noņemam sludinājumu, ierobežojam tā redzamību vai bloķējam kontu, mēs paziņojam par to lietotājam un norādām lēmuma pamatojumu – konkrēto noteikumu punktu vai tiesību normu. Lēmumu var apstrīdēt sešu mēnešu laikā, rakstot uz atbalsts@tirgus.lv; sūdzību izskata darbinieks. Lietotājs var vērsties arī Eiropas Savienībā sertificētā ārpustiesas strīdu risināšanas iestādē vai tiesā.",
      },
      { type: "h2", text: "Sludinājumu secība un reklāma" },
      {
        type: "p",
        text: "Pēc noklusējuma sludinājumi sarakstā sakārtoti pēc publicēšanas vai pēdējās pacelšanas laika – jaunākie augšā; lietotājs var kārtot arī pēc cenas un citiem parametriem. Maksas pakalpojumi „Pacelšana”, „Izcelšana” un „Baneris” ietekmē sludinājuma redzamību, un šādi sludinājumi ir atbilstoši apzīmēti. Reklāma vietnē vienmēr ir skaidri atšķirama no sludinājumiem un netiek rādīta, pamatojoties uz lietotāju profilēšanu.",
      },
      { type: "h2", text: "Nepilngadīgo aizsardzība" },
      {
        type: "p",
        text: "Pieaugušajiem paredzēto kategoriju saturs ir paslēpts, līdz lietotājs apstiprina, ka viņam ir vismaz 18 gadi, un šo kategoriju sludinājumi netiek rādīti citu kategoriju sarakstos un sākumlapā.",
      },
      { type: "h2", text: "Komersanti un privātpersonas" },
      {
        type: "p",
        text: "Pie katra sludinājuma norādīts, vai to ievietojis komersants vai privātpersona. Uz pirkumiem no komersanta attiecas patērētāju tiesību aizsardzības normas, tostarp, slēdzot distances līgumu, parasti 14 dienu atteikuma tiesības. Pērkot no privātpersonas, šīs normas nav piemērojamas – darījumu regulē Civillikums, tāpēc pirms samaksas rūpīgi pārbaudiet preci.",
      },
      { type: "h2", text: "Maksājumi" },
      {
        type: "p",
        text: "Kredītus apmaksā ar maksājumu karti licencēta maksājumu pakalpojumu sniedzēja drošā maksājumu lapā; SIA Tirgus neredz un neglabā pilnus karšu datus. Cenas norādītas kredītos (100 kredīti = 1 EUR) un ietver PVN. Rēķinus uzņēmumiem izrakstām pēc pieprasījuma.",
      },
      { type: "h2", text: "Hostings" },
      {
        type: "p",
        text: "Vietnes serveri, datubāzes un rezerves kopijas atrodas datu centros Eiropas Savienībā. Rezerves kopijas ļauj atjaunot datus bojājuma gadījumā un tiek pārrakstītas 30 dienu laikā. Personas dati netiek pārsūtīti uz valstīm ārpus Eiropas Ekonomikas zonas. Plašāka informācija ir privātuma politikā.",
      },
      { type: "h2", text: "Atvērtais pirmkods" },
      {
        type: "p",
        text: "Tirgus programmatūra ir atvērtā pirmkoda projekts: tās pirmkods ir publiski pieejams, un to var izmantot, pētīt un pilnveidot saskaņā ar projekta licenci, kuras pilns teksts ir pirmkoda krātuves LICENSE failā. Licence attiecas tikai uz programmatūru – ne uz sludinājumu saturu un fotogrāfijām, ne uz nosaukumu „Tirgus”, logotipu un vietnes datubāzi.",
      },
      {
        type: "p",
        text: "Ja atklājat drošības ievainojamību, lūdzam par to nerakstīt publiski, bet ziņot uz info@tirgus.lv ar tēmu „Drošība”. Mēs apstiprināsim saņemšanu un pastāstīsim, kad problēma būs novērsta.",
      },
      { type: "h2", text: "Autortiesības" },
      {
        type: "p",
        text: "Vietnes teksti, dizains un logotips pieder SIA Tirgus, bet sludinājumu teksti un fotogrāfijas – to autoriem. Sludinājumu datubāzes sistemātiska kopēšana, automātiska datu vākšana vai satura pārpublicēšana citās vietnēs bez SIA Tirgus rakstiskas atļaujas nav atļauta. Saites uz atsevišķiem sludinājumiem drīkst brīvi kopīgot.",
      },
      { type: "h2", text: "Ārējās saites" },
      {
        type: "p",
        text: "Sludinājumos un vietnē var būt saites uz citām vietnēm. Mēs nekontrolējam to saturu un par to neatbildam; pēc pāriešanas uz citu vietni ir spēkā tās noteikumi un privātuma politika.",
      },
      { type: "h2", text: "Valodas un piekļūstamība" },
      {
        type: "p",
        text: "Vietne ir pieejama latviešu, krievu un angļu valodā; latviešu valoda ir galvenā. Mēs cenšamies, lai vietni varētu ērti lietot ar ekrāna lasītāju un tastatūru. Ja saskaraties ar šķērsli, rakstiet uz atbalsts@tirgus.lv – palīdzēsim un problēmu novērsīsim.",
      },
      { type: "h2", text: "Strīdu risināšana" },
      {
        type: "p",
        text: "Pakalpojumam piemēro Latvijas Republikas tiesību aktus. Sūdzības vispirms sūtiet uz atbalsts@tirgus.lv – mēs tās izskatīsim iespējami ātri. Patērētāji var vērsties arī Patērētāju tiesību aizsardzības centrā vai tā Patērētāju strīdu risināšanas komisijā, kā arī Latvijas Republikas tiesā. Pakalpojuma lietošanas kārtība ir aprakstīta lietošanas noteikumos.",
      },
    ],
  },
  ru: {
    title: "Правовая информация",
    description:
      "Владелец tirgus.lv – SIA Tirgus: реквизиты, контакты, контактная точка для учреждений, надзорные органы, хостинг в ЕС и открытая лицензия.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "Владелец сайта tirgus.lv и поставщик его услуг – SIA Tirgus. На этой странице собрана информация, которую поставщик услуг обязан раскрывать согласно латвийскому Закону об услугах информационного общества и Акту о цифровых услугах (Регламент (ЕС) 2022/2065).",
      },
      { type: "h2", text: "Поставщик услуг" },
      { type: "contact", label: "Название", value: "SIA Tirgus (общество с ограниченной ответственностью)" },
      {
        type: "contact",
        label: "Регистрационный номер",
        value: "40203999999, коммерческий регистр Регистра предприятий Латвийской Республики",
      },
      { type: "contact", label: "Номер плательщика НДС", value: "LV40203999999" },
      { type: "contact", label: "Юридический адрес", value: "Brīvības iela 100, Rīga, LV-1011, Латвия" },
      { type: "h2", text: "Связь" },
      {
        type: "contact",
        label: "Общие вопросы",
        value: "info@tirgus.lv",
        href: "mailto:info@tirgus.lv",
      },
      {
        type: "contact",
        label: "Служба поддержки",
        value: "atbalsts@tirgus.lv",
        href: "mailto:atbalsts@tirgus.lv",
      },
      {
        type: "contact",
        label: "Конфиденциальность и персональные данные",
        value: "privatums@tirgus.lv",
        href: "mailto:privatums@tirgus.lv",
      },
      { type: "contact", label: "Телефон", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Часы работы", value: "Понедельник–пятница, 9:00–18:00" },
      {
        type: "p",
        text: "На письма мы отвечаем по рабочим дням, обычно в течение одного рабочего дня. Почтовые отправления направляйте на юридический адрес с пометкой «SIA Tirgus»; посетителей в офисе принимаем только по предварительной договорённости.",
      },
      { type: "h2", text: "Единая контактная точка" },
      {
        type: "p",
        text: "Согласно статьям 11 и 12 Акта о цифровых услугах единая контактная точка для связи с учреждениями государств – членов ЕС, Европейской комиссией, Европейским советом по цифровым услугам и пользователями – info@tirgus.lv. Писать можно на латышском, английском и русском языке. Пользователям отвечают наши сотрудники, а не только автоматические инструменты.",
      },
      { type: "h2", text: "Надзорные учреждения" },
      {
        type: "ul",
        items: [
          "Центр защиты прав потребителей (www.ptac.gov.lv) – надзор за соблюдением прав потребителей; он также является координатором цифровых услуг в Латвии.",
          "Государственная инспекция данных (www.dvi.gov.lv) – надзор за защитой персональных данных.",
        ],
      },
      { type: "h2", text: "Содержание объявлений и ответственность" },
      {
        type: "p",
        text: "Объявления, фотографии и сообщения публикуют пользователи, и за их содержание отвечают сами пользователи. SIA Tirgus – поставщик посреднической услуги хостинга в понимании Акта о цифровых услугах. У нас нет общей обязанности отслеживать пользовательский контент, но мы модерируем его согласно правилам пользования и принимаем меры, как только узнаём о незаконном содержании или нарушении правил. SIA Tirgus не является продавцом предлагаемых в объявлениях товаров и не является стороной сделок.",
      },
      { type: "h2", text: "Как сообщить о незаконном содержании" },
      {
        type: "p",
        text: "О содержании, которое вы считаете незаконным, сообщите кнопкой «Пожаловаться» или на info@tirgus.lv. Чтобы мы могли быстро принять меры, укажите в сообщении:",
      },
      {
        type: "ul",
        items: [
          "точную ссылку на объявление, профиль или сообщение;",
          "объяснение, почему вы считаете содержание незаконным;",
          "своё имя и e-mail (кроме сообщений о материалах сексуального насилия над детьми);",
          "подтверждение, что, по вашему мнению, сведения в сообщении верны и полны.",
        ],
      },
      {
        type: "p",
        text: "Мы подтверждаем получение сообщения и сообщаем о принятом решении. Если есть основания считать, что под угрозой жизнь или безопасность человека, мы немедленно сообщаем в правоохранительные органы. В экстренных случаях звоните 112.",
      },
      { type: "h2", text: "Решения модерации и их обжалование" },
      {
        type: "p",
        text: "Если мы снимаем объявление, ограничиваем его показ или блокируем аккаунт, мы сообщаем об этом пользователю и указываем обоснование решения – конкретный пункт правил или норму закона. Решение можно обжаловать в течение шести месяцев, написав на atbalsts@tirgus.lv; жалобу рассматривает сотрудник. Пользователь может также обратиться в сертифицированный в Европейском союзе орган внесудебного урегулирования споров или в суд.",
      },
      { type: "h2", text: "Порядок объявлений и реклама" },
      {
        type: "p",
        text: "По умолчанию объявления в списке упорядочены по времени публикации или последнего поднятия – новые вверху; пользователь может также сортировать их по цене и другим параметрам. Платные услуги «Поднятие», «Выделение» и «Баннер» влияют на видимость объявления, и такие объявления соответствующим образом отмечены. Реклама на сайте всегда чётко отличается от объявлений и не показывается на основе профилирования пользователей.",
      },
      { type: "h2", text: "Защита несовершеннолетних" },
      {
        type: "p",
        text: "Содержание рубрик для взрослых скрыто, пока пользователь не подтвердит, что ему исполнилось 18 лет, а объявления из этих рубрик не показываются в списках других рубрик и на главной странице.",
      },
      { type: "h2", text: "Предприниматели и частные лица" },
      {
        type: "p",
        text: "У каждого объявления указано, подал его предприниматель или частное лицо. На покупки у предпринимателя распространяются нормы о защите прав потребителей, в том числе при дистанционном договоре обычно право отказаться от покупки в течение 14 дней. При покупке у частного лица эти нормы не применяются – сделку регулирует Гражданский закон, поэтому перед оплатой тщательно проверьте товар.",
      },
      { type: "h2", text: "Платежи" },
      {
        type: "p",
        text: "Кредиты оплачиваются платёжной картой на защищённой платёжной странице лицензированного поставщика платёжных услуг; SIA Tirgus не видит и не хранит полные данные карт. Цены указаны в кредитах (100 кредитов = 1 EUR) и включают НДС. Счета для компаний выставляем по запросу.",
      },
      { type: "h2", text: "Хостинг" },
      {
        type: "p",
        text: "Серверы, базы данных и резервные копии сайта находятся в дата-центрах в Европейском союзе. Резервные копии позволяют восстановить данные при сбое и перезаписываются в течение 30 дней. Персональные данные не передаются в страны за пределами Европейской экономической зоны. Подробнее – в политике конфиденциальности.",
      },
      { type: "h2", text: "Открытый исходный код" },
      {
        type: "p",
        text: "Программное обеспечение Tirgus – проект с открытым исходным кодом: код опубликован, и его можно использовать, изучать и улучшать на условиях лицензии проекта, полный текст которой находится в файле LICENSE в репозитории. Лицензия распространяется только на программное обеспечение – не на содержание объявлений и фотографии, не на название «Tirgus», логотип и базу данных сайта.",
      },
      {
        type: "p",
        text: "Если вы обнаружили уязвимость, пожалуйста, не пишите о ней публично, а сообщите на info@tirgus.lv с темой «Безопасность». Мы подтвердим получение и расскажем, когда проблема будет устранена.",
      },
      { type: "h2", text: "Авторские права" },
      {
        type: "p",
        text: "Тексты, дизайн и логотип сайта принадлежат SIA Tirgus, а тексты и фотографии объявлений – их авторам. Систематическое копирование базы объявлений, автоматический сбор данных или перепубликация содержания на других сайтах без письменного разрешения SIA Tirgus не допускаются. Ссылками на отдельные объявления можно свободно делиться.",
      },
      { type: "h2", text: "Внешние ссылки" },
      {
        type: "p",
        text: "В объявлениях и на сайте могут быть ссылки на другие сайты. Мы не контролируем их содержание и не отвечаем за него; после перехода на другой сайт действуют его правила и политика конфиденциальности.",
      },
      { type: "h2", text: "Языки и доступность" },
      {
        type: "p",
        text: "Сайт доступен на латышском, русском и английском языке; основной язык – латышский. Мы стараемся, чтобы сайтом было удобно пользоваться с экранным диктором и клавиатурой. Если вы столкнулись с препятствием, напишите на atbalsts@tirgus.lv – мы поможем и устраним проблему.",
      },
      { type: "h2", text: "Разрешение споров" },
      {
        type: "p",
        text: "К услуге применяется законодательство Латвийской Республики. Жалобы сначала присылайте на atbalsts@tirgus.lv – мы рассмотрим их как можно быстрее. Потребители могут также обратиться в Центр защиты прав потребителей или его Комиссию по разрешению потребительских споров, а также в суд Латвийской Республики. Порядок пользования услугой описан в правилах пользования.",
      },
    ],
  },
  en: {
    title: "Legal notice",
    description:
      "Tirgus.lv is run by SIA Tirgus: company details, contacts, point of contact for authorities, supervisors, EU hosting and the open-source licence.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "The tirgus.lv website is run and its services are provided by SIA Tirgus. This page gathers the information a service provider must disclose under the Latvian Law on Information Society Services and the Digital Services Act (Regulation (EU) 2022/2065).",
      },
      { type: "h2", text: "Service provider" },
      { type: "contact", label: "Name", value: "SIA Tirgus (limited liability company)" },
      {
        type: "contact",
        label: "Registration No.",
        value: "40203999999, Commercial Register of the Register of Enterprises of the Republic of Latvia",
      },
      { type: "contact", label: "VAT No.", value: "LV40203999999" },
      { type: "contact", label: "Registered address", value: "Brīvības iela 100, Rīga, LV-1011, Latvia" },
      { type: "h2", text: "Contact" },
      {
        type: "contact",
        label: "General questions",
        value: "info@tirgus.lv",
        href: "mailto:info@tirgus.lv",
      },
      {
        type: "contact",
        label: "Customer support",
        value: "atbalsts@tirgus.lv",
        href: "mailto:atbalsts@tirgus.lv",
      },
      {
        type: "contact",
        label: "Privacy and personal data",
        value: "privatums@tirgus.lv",
        href: "mailto:privatums@tirgus.lv",
      },
      { type: "contact", label: "Phone", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Working hours", value: "Monday–Friday, 9:00–18:00" },
      {
        type: "p",
        text: "We answer e-mails on working days, usually within one working day. Send post to the registered address marked “SIA Tirgus”; visitors are received at the office by appointment only.",
      },
      { type: "h2", text: "Single point of contact" },
      {
        type: "p",
        text: "Under Articles 11 and 12 of the Digital Services Act, our single point of contact for Member State authorities, the European Commission, the European Board for Digital Services and users of the service is info@tirgus.lv. You can write in Latvian, English or Russian. Users get answers from our staff, not only from automated tools.",
      },
      { type: "h2", text: "Supervisory authorities" },
      {
        type: "ul",
        items: [
          "Consumer Rights Protection Centre (www.ptac.gov.lv) – supervision of consumer rights; it is also the Digital Services Coordinator in Latvia.",
          "Data State Inspectorate (www.dvi.gov.lv) – supervision of personal data protection.",
        ],
      },
      { type: "h2", text: "Content of ads and liability" },
      {
        type: "p",
        text: "Ads, photos and messages are published by users, who are responsible for what they contain. SIA Tirgus is a provider of an intermediary hosting service within the meaning of the Digital Services Act. We have no general obligation to monitor user content, but we moderate it under our terms and act as soon as we learn of illegal content or a breach of the rules. SIA Tirgus is not the seller of the goods offered in ads and is not a party to any deal.",
      },
      { type: "h2", text: "How to report illegal content" },
      {
        type: "p",
        text: "Report content you believe to be illegal with the “Report” button or to info@tirgus.lv. To help us act quickly, please include:",
      },
      {
        type: "ul",
        items: [
          "the exact link to the ad, profile or message;",
          "an explanation of why you consider the content illegal;",
          "your name and e-mail address (except for reports of child sexual abuse material);",
          "a statement that you believe the information in your report is accurate and complete.",
        ],
      },
      {
        type: "p",
        text: "We confirm that we have received your report and tell you what we decided. If there is reason to believe that someone's life or safety is at risk, we inform law enforcement immediately. In an emergency, call 112.",
      },
      { type: "h2", text: "Moderation decisions and appeals" },
      {
        type: "p",
        text: "If we remove an ad, limit its visibility or block an account, we tell the user and give the reasons for the decision – the specific rule or legal provision. The decision can be challenged within six months by writing to atbalsts@tirgus.lv; a member of staff reviews the complaint. Users can also turn to an out-of-court dispute settlement body certified in the European Union, or to a court.",
      },
      { type: "h2", text: "Order of ads and advertising" },
      {
        type: "p",
        text: "By default, ads in a list are ordered by the time they were published or last boosted, newest first; users can also sort by price and other criteria. The paid extras “Boost to top”, “Highlight” and “Banner” affect how visible an ad is, and such ads are marked accordingly. Advertising on the site is always clearly distinguishable from ads and is never shown on the basis of user profiling.",
      },
      { type: "h2", text: "Protection of minors" },
      {
        type: "p",
        text: "Content in adult categories stays hidden until the user confirms they are at least 18, and ads from these categories are not shown in other category lists or on the home page.",
      },
      { type: "h2", text: "Traders and private sellers" },
      {
        type: "p",
        text: "Every ad shows whether it was posted by a trader or a private person. Purchases from a trader are covered by consumer protection law, usually including a 14-day right of withdrawal for distance contracts. These rules do not apply when you buy from a private person – the deal is governed by the Civil Law, so check the item carefully before paying.",
      },
      { type: "h2", text: "Payments" },
      {
        type: "p",
        text: "Credits are paid for by card on the secure payment page of a licensed payment service provider; SIA Tirgus never sees or stores full card details. Prices are given in credits (100 credits = 1 EUR) and include VAT. We issue invoices to companies on request.",
      },
      { type: "h2", text: "Hosting" },
      {
        type: "p",
        text: "The site's servers, databases and backups are located in data centres in the European Union. Backups let us restore data after a failure and are overwritten within 30 days. Personal data is not transferred to countries outside the European Economic Area. See the privacy policy for more.",
      },
      { type: "h2", text: "Open source" },
      {
        type: "p",
        text: "The Tirgus software is an open-source project: its source code is public and may be used, studied and improved under the project's licence, the full text of which is in the LICENSE file of the repository. The licence covers the software only – not the content and photos of ads, nor the name “Tirgus”, the logo or the site's database.",
      },
      {
        type: "p",
        text: "If you find a security vulnerability, please do not disclose it publicly; report it to info@tirgus.lv with the subject “Security”. We will confirm receipt and let you know when the issue is fixed.",
      },
      { type: "h2", text: "Copyright" },
      {
        type: "p",
        text: "The site's texts, design and logo belong to SIA Tirgus, and the texts and photos of ads belong to their authors. Systematic copying of the ad database, automated data collection or republishing content on other sites without the written permission of SIA Tirgus is not allowed. Links to individual ads may be shared freely.",
      },
      { type: "h2", text: "External links" },
      {
        type: "p",
        text: "Ads and pages of the site may link to other websites. We do not control their content and are not responsible for it; once you go to another site, its own terms and privacy policy apply.",
      },
      { type: "h2", text: "Languages and accessibility" },
      {
        type: "p",
        text: "The site is available in Latvian, Russian and English; Latvian is the main language. We try to make the site easy to use with a screen reader and a keyboard. If you run into a barrier, write to atbalsts@tirgus.lv – we will help and fix the problem.",
      },
      { type: "h2", text: "Disputes" },
      {
        type: "p",
        text: "The service is governed by the law of the Republic of Latvia. Please send complaints to atbalsts@tirgus.lv first – we will handle them as quickly as we can. Consumers may also turn to the Consumer Rights Protection Centre or its Consumer Dispute Resolution Commission, or to a court of the Republic of Latvia. How the service may be used is set out in the terms and rules.",
      },
    ],
  },
};
