import type { StaticPage } from "../types.ts";

export const page: StaticPage = {
  lv: {
    title: "Biežāk uzdotie jautājumi",
    description:
      "Atbildes par sludinājumu ievietošanu un pagarināšanu, kredītiem, maksas pakalpojumiem, favorītiem, ziņām un uzņēmumu kontiem.",
    blocks: [
      { type: "h2", text: "Sludinājumi" },
      {
        type: "faq",
        question: "Kā ievietot sludinājumu?",
        answer:
          "Pieslēdzieties savam kontam vai izveidojiet jaunu un nospiediet „Ievietot sludinājumu”. Izvēlieties piemērotāko kategoriju, uzrakstiet virsrakstu un aprakstu, norādiet cenu un atrašanās vietu un pievienojiet fotogrāfijas. Vienā sludinājumā – viena prece vai pakalpojums.",
      },
      {
        type: "faq",
        question: "Cik ilgi sludinājums ir redzams?",
        answer:
          "Ievietojot sludinājumu, jūs izvēlaties tā termiņu – no vienas līdz četrām nedēļām. Kad termiņš beidzas, sludinājums pazūd no meklēšanas, bet paliek jūsu kontā. Kopā ar visiem pagarinājumiem sludinājums var būt aktīvs ne ilgāk kā 365 dienas.",
      },
      {
        type: "faq",
        question: "Kā labot, pagarināt vai atjaunot sludinājumu?",
        answer:
          "Sadaļā „Mani sludinājumi” atveriet vajadzīgo sludinājumu. Cenu, aprakstu, fotogrāfijas un kontaktus var labot jebkurā brīdī; ja maināt kategoriju, sludinājumu var pārbaudīt atkārtoti. Lai sludinājums būtu redzams ilgāk, pagariniet to par 7, 14 vai 21 dienu – tāpat var atjaunot arī sludinājumu, kura termiņš jau beidzies.",
      },
      { type: "h2", text: "Kredīti un maksas pakalpojumi" },
      {
        type: "faq",
        question: "Kas ir kredīti?",
        answer:
          "Kredīti ir Tirgus norēķinu vienība maksas pakalpojumiem: 100 kredīti = 1 EUR. Tos iegādājas savā makā ar maksājumu karti, un tie tiek norakstīti, kad pasūtāt pakalpojumu. Kredītus nevar izmaksāt skaidrā naudā vai nodot citam lietotājam.",
      },
      {
        type: "faq",
        question: "Kādi maksas pakalpojumi ir pieejami?",
        answer:
          "Tos var pasūtīt jebkuram aktīvam sludinājumam. Cena kredītos vienmēr redzama pirms apmaksas un dažās kategorijās var atšķirties no šeit norādītās.",
      },
      {
        type: "ul",
        items: [
          "Pacelšana – sludinājums atkal parādās saraksta augšā; parastā cena 55 kredīti.",
          "Izcelšana – sludinājums sarakstā izceļas ar krāsu; 35 kredīti.",
          "Baneris – sludinājums tiek rādīts reklāmas laukumā kategorijas lapā; 50 kredīti.",
          "Ieteikums pa e-pastu – sludinājumu iekļaujam vēstulē lietotājiem, kurus interesē līdzīgas preces.",
          "Reklāma sociālajos tīklos – sludinājumu publicējam Tirgus kontos sociālajos tīklos.",
          "Publicēšana bez kontaktiem – tālrunis un e-pasts netiek rādīti, pircēji jums raksta tikai ziņās.",
          "Uzticama pārdevēja zīme – 300 kredīti uz trim mēnešiem; zīme redzama profilā un pie visiem jūsu sludinājumiem.",
        ],
      },
      { type: "h2", text: "Favorīti, salīdzināšana un meklēšana" },
      {
        type: "faq",
        question: "Vai favorītus un salīdzināšanu var izmantot bez konta?",
        answer:
          "Jā. Saraksts tiek piesaistīts anonīmam identifikatoram jūsu pārlūkā, tāpēc tas pieejams tikai šajā ierīcē un pazudīs, ja notīrīsiet sīkdatnes. Salīdzināšanā vairāku sludinājumu cena, stāvoklis un citi parametri redzami blakus.",
      },
      {
        type: "faq",
        question: "Kā saglabāt meklējumu?",
        answer:
          "Iestatiet filtrus – kategoriju, cenu, atrašanās vietu – un saglabājiet meklējumu. Tas būs pieejams jūsu kontā, un jūs varēsiet saņemt paziņojumus par jauniem atbilstošiem sludinājumiem. Šai funkcijai nepieciešams konts.",
      },
      { type: "h2", text: "Ziņas, konti un drošība" },
      {
        type: "faq",
        question: "Kā sazināties ar pārdevēju?",
        answer:
          "Uzrakstiet ziņu sludinājuma lapā; visa sarakste glabājas sadaļā „Ziņas”. Vienojieties par darījumu Tirgus ziņās, lai sarakste saglabātos strīda gadījumam. Nekad nesūtiet kartes datus, paroles vai internetbankas kodus.",
      },
      {
        type: "faq",
        question: "Kas ir uzņēmuma konts?",
        answer:
          "Tas ir konts komersantiem, kurā norādīti uzņēmuma rekvizīti. Tam var pievienot darbiniekus kā dalībniekus, kuri pārvalda sludinājumus un atbild uz ziņām uzņēmuma vārdā. Lielu preču klāstu var ielādēt automātiski ar XML plūsmu. Plašāk – sadaļā „Sadarbība”.",
      },
      {
        type: "faq",
        question: "Kā ziņot par krāpniecību?",
        answer:
          "Sludinājuma lapā vai sarakstē izvēlieties „Ziņot” un īsi aprakstiet situāciju. Moderatori var noņemt sludinājumu vai bloķēt lietotāju. Ja esat zaudējuši naudu, nekavējoties sazinieties ar banku un Valsts policiju.",
      },
      {
        type: "faq",
        question: "Kā dzēst kontu?",
        answer:
          "Konta iestatījumos izvēlieties „Dzēst kontu” un apstipriniet. Sludinājumi tiek noņemti, un personas dati tiek dzēsti, izņemot tos, kas jāglabā pēc likuma. Ja makā ir neizlietoti iegādāti kredīti, pirms dzēšanas sazinieties ar atbalstu.",
      },
      {
        type: "p",
        text: "Neatradāt atbildi? Rakstiet uz atbalsts@tirgus.lv vai zvaniet +371 67 000 000 darba dienās no 9:00 līdz 18:00.",
      },
    ],
  },
  ru: {
    title: "Частые вопросы",
    description:
      "Ответы о подаче и продлении объявлений, кредитах и платных услугах, избранном, сообщениях и аккаунтах компаний.",
    blocks: [
      { type: "h2", text: "Объявления" },
      {
        type: "faq",
        question: "Как подать объявление?",
        answer:
          "Войдите в свой аккаунт или создайте новый и нажмите «Подать объявление». Выберите подходящую рубрику, напишите заголовок и описание, укажите цену и место, добавьте фотографии. В одном объявлении – один товар или одна услуга.",
      },
      {
        type: "faq",
        question: "Сколько времени объявление показывается на сайте?",
        answer:
          "При подаче вы выбираете срок – от одной до четырёх недель. Когда срок заканчивается, объявление исчезает из поиска, но остаётся в вашем аккаунте. Вместе со всеми продлениями объявление может быть активным не дольше 365 дней.",
      },
      {
        type: "faq",
        question: "Как изменить, продлить или восстановить объявление?",
        answer:
          "Откройте объявление в разделе «Мои объявления». Цену, описание, фото и контакты можно менять в любой момент; при смене рубрики объявление может пройти повторную проверку. Чтобы объявление показывалось дольше, продлите его на 7, 14 или 21 день – так же восстанавливается и истёкшее объявление.",
      },
      { type: "h2", text: "Кредиты и платные услуги" },
      {
        type: "faq",
        question: "Что такое кредиты?",
        answer:
          "Кредиты – внутренняя расчётная единица Tirgus для платных услуг: 100 кредитов = 1 EUR. Их покупают в кошельке платёжной картой, а списываются они при заказе услуги. Кредиты нельзя обналичить или передать другому пользователю.",
      },
      {
        type: "faq",
        question: "Какие платные услуги есть на сайте?",
        answer:
          "Их можно заказать для любого активного объявления. Цена в кредитах всегда видна до оплаты и в некоторых рубриках может отличаться от указанной здесь.",
      },
      {
        type: "ul",
        items: [
          "Поднятие – объявление снова оказывается в начале списка; обычная цена 55 кредитов.",
          "Выделение – объявление выделяется в списке цветом; 35 кредитов.",
          "Баннер – объявление показывается в рекламном блоке на странице рубрики; 50 кредитов.",
          "Рекомендация по e-mail – мы включаем объявление в рассылку для тех, кто интересуется похожими товарами.",
          "Продвижение в соцсетях – мы публикуем объявление в аккаунтах Tirgus в социальных сетях.",
          "Публикация без контактов – телефон и e-mail не показываются, покупатели пишут вам только в сообщениях.",
          "Знак надёжного продавца – 300 кредитов на три месяца; знак виден в профиле и у всех ваших объявлений.",
        ],
      },
      { type: "h2", text: "Избранное, сравнение и поиск" },
      {
        type: "faq",
        question: "Можно ли пользоваться избранным и сравнением без аккаунта?",
        answer:
          "Да. Список привязан к анонимному идентификатору в вашем браузере, поэтому доступен только на этом устройстве и пропадёт, если удалить файлы cookie. В сравнении цена, состояние и другие параметры нескольких объявлений видны рядом.",
      },
      {
        type: "faq",
        question: "Как сохранить поиск?",
        answer:
          "Задайте фильтры – рубрику, цену, место – и сохраните поиск. Он будет доступен в вашем аккаунте, и вы сможете получать уведомления о новых подходящих объявлениях. Для этой функции нужен аккаунт.",
      },
      { type: "h2", text: "Сообщения, аккаунты и безопасность" },
      {
        type: "faq",
        question: "Как связаться с продавцом?",
        answer:
          "Напишите сообщение на странице объявления; вся переписка хранится в разделе «Сообщения». Договаривайтесь о сделке в сообщениях Tirgus, чтобы переписка сохранилась на случай спора. Никогда не отправляйте данные карты, пароли или коды интернет-банка.",
      },
      {
        type: "faq",
        question: "Что такое аккаунт компании?",
        answer:
          "Аккаунт для предпринимателей с реквизитами фирмы. В него можно добавить сотрудников, которые ведут объявления и отвечают на сообщения от имени компании. Большой ассортимент можно загружать автоматически через XML-фид. Подробнее – в разделе «Сотрудничество».",
      },
      {
        type: "faq",
        question: "Как сообщить о мошенничестве?",
        answer:
          "На странице объявления или в переписке выберите «Пожаловаться» и коротко опишите ситуацию. Модераторы могут снять объявление или заблокировать пользователя. Если вы потеряли деньги, сразу обратитесь в свой банк и в Государственную полицию.",
      },
      {
        type: "faq",
        question: "Как удалить аккаунт?",
        answer:
          "В настройках аккаунта выберите «Удалить аккаунт» и подтвердите. Объявления снимаются, а персональные данные удаляются, кроме тех, которые мы обязаны хранить по закону. Если в кошельке остались купленные кредиты, до удаления свяжитесь с поддержкой.",
      },
      {
        type: "p",
        text: "Не нашли ответа? Пишите на atbalsts@tirgus.lv или звоните +371 67 000 000 по рабочим дням с 9:00 до 18:00.",
      },
    ],
  },
  en: {
    title: "Frequently asked questions",
    description:
      "Answers about posting and renewing ads, credits and paid extras, favourites, messages, company accounts and reporting scams.",
    blocks: [
      { type: "h2", text: "Ads" },
      {
        type: "faq",
        question: "How do I post an ad?",
        answer:
          "Sign in or create an account and press “Post an ad”. Choose the best category, write a title and description, set the price and location and add photos. One ad is for one item or one service.",
      },
      {
        type: "faq",
        question: "How long does an ad stay online?",
        answer:
          "When posting, you choose a period of one to four weeks. When it ends, the ad disappears from search but stays in your account. Including all extensions, an ad can be active for no more than 365 days.",
      },
      {
        type: "faq",
        question: "How do I edit, extend or renew an ad?",
        answer:
          "Open the ad under “My ads”. You can change the price, description, photos and contacts at any time; if you change the category, the ad may be checked again. To keep the ad online longer, extend it by 7, 14 or 21 days – an expired ad is renewed the same way.",
      },
      { type: "h2", text: "Credits and paid extras" },
      {
        type: "faq",
        question: "What are credits?",
        answer:
          "Credits are the unit Tirgus uses for paid extras: 100 credits = 1 EUR. You buy them in your wallet with a payment card, and they are deducted when you order an extra. Credits cannot be cashed out or transferred to another user.",
      },
      {
        type: "faq",
        question: "Which paid extras are available?",
        answer: "The price in credits is always shown before you pay and may vary by category.",
      },
      {
        type: "ul",
        items: [
          "Boost to top – the ad returns to the top of the list; usually 55 credits.",
          "Highlight – the ad stands out in the list with a colour; 35 credits.",
          "Banner – the ad is shown in an advertising slot on the category page; 50 credits.",
          "Suggest by e-mail – we include the ad in an e-mail to users interested in similar items.",
          "Social promotion – we post the ad on the Tirgus social media accounts.",
          "Publish without contacts – your phone and e-mail are hidden; buyers write to you in messages.",
          "Trusted seller badge – 300 credits for three months; the badge is shown on your profile and all your ads.",
        ],
      },
      { type: "h2", text: "Favourites, compare and search" },
      {
        type: "faq",
        question: "Can I use favourites and compare without an account?",
        answer:
          "Yes. The list is tied to an anonymous identifier in your browser, so it is available only on that device and is lost if you clear cookies. Compare shows the price, condition and other details of several ads side by side.",
      },
      {
        type: "faq",
        question: "How do I save a search?",
        answer:
          "Set the filters – category, price, location – and save the search. It stays in your account and you can get notifications about new matching ads. This feature needs an account.",
      },
      { type: "h2", text: "Messages, accounts and safety" },
      {
        type: "faq",
        question: "How do I contact a seller?",
        answer:
          "Write a message on the ad page; the whole conversation is kept under “Messages”. Agree on the deal in Tirgus messages so there is a record. Never send card details, passwords or online banking codes.",
      },
      {
        type: "faq",
        question: "What is a company account?",
        answer:
          "An account for businesses with the company's details. You can add employees as members who manage ads and answer messages on the company's behalf. Large stock can be imported automatically with an XML feed. See “Business and advertising” for more.",
      },
      {
        type: "faq",
        question: "How do I report a scam?",
        answer:
          "Choose “Report” on the ad page or in the conversation and briefly describe what happened. Moderators can remove the ad or block the user. If you have lost money, contact your bank and the State Police straight away.",
      },
      {
        type: "faq",
        question: "How do I delete my account?",
        answer:
          "Choose “Delete account” in your account settings and confirm. Your ads are removed and your personal data is deleted, except what the law requires us to keep. If your wallet holds unused purchased credits, contact support before deleting.",
      },
      {
        type: "p",
        text: "Didn't find the answer? Write to atbalsts@tirgus.lv or call +371 67 000 000 on working days from 9:00 to 18:00.",
      },
    ],
  },
};
