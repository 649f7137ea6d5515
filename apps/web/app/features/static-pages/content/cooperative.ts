import type { StaticPage } from "../types.ts";

export const page: StaticPage = {
  lv: {
    title: "Sadarbība un reklāma",
    description:
      "Tirgus uzņēmumiem: uzņēmuma konti ar darbiniekiem, automātiska sludinājumu ielāde ar XML plūsmu, baneri un abonēšanas paketes.",
    blocks: [
      {
        type: "p",
        text: "Tirgus palīdz uzņēmumiem atrast pircējus visā Latvijā – no auto tirgotājiem un nekustamo īpašumu aģentūrām līdz interneta veikaliem un pakalpojumu sniedzējiem. Piedāvājam rīkus, kas ietaupa laiku, ja sludinājumu ir daudz, un reklāmas iespējas, kas palīdz izcelties.",
      },
      { type: "h2", text: "Uzņēmuma konts" },
      {
        type: "p",
        text: "Uzņēmuma kontā sludinājumi tiek publicēti uzņēmuma vārdā, un pircēji profilā redz tā nosaukumu, reģistrācijas numuru un kontaktus. Tas vairo uzticību un palīdz izpildīt prasības, kas attiecas uz komersantiem, kuri piedāvā preces patērētājiem.",
      },
      {
        type: "ul",
        items: [
          "Pievienojiet darbiniekus kā konta dalībniekus – katrs pieslēdzas ar savu e-pastu, un nevienam nav jādalās ar paroli.",
          "Dalībnieki pārvalda sludinājumus un atbild uz ziņām uzņēmuma vārdā; konta administrators jebkurā brīdī var mainīt viņu tiesības vai atsaukt piekļuvi.",
          "Visiem dalībniekiem ir kopīgs maks, un par kredītu iegādi uzņēmumam tiek izrakstīts rēķins ar PVN.",
        ],
      },
      { type: "h2", text: "XML plūsmas" },
      {
        type: "p",
        text: "Ja jums ir daudz preču vai objektu, jums nav jāievada katrs sludinājums ar roku. Norādiet savas XML plūsmas adresi, un Tirgus to regulāri nolasīs: jaunas pozīcijas tiks publicētas, mainītās cenas, apraksti un fotogrāfijas – atjaunināti, bet pozīcijas, kuru plūsmā vairs nav, – noņemtas. Plūsmas formāta aprakstu un testa piekļuvi nosūtīsim pēc pieprasījuma.",
      },
      { type: "h2", text: "Baneri un izcelšana" },
      {
        type: "p",
        text: "Atsevišķu sludinājumu var pacelt, izcelt vai parādīt banerī par kredītiem tieši no konta. Plašākām kampaņām piedāvājam reklāmas laukumus kategoriju lapās un meklēšanas rezultātos, kā arī piedāvājumu publicēšanu Tirgus sociālo tīklu kontos. Reklāma vienmēr ir skaidri apzīmēta, un mēs to rādām pēc satura, nevis pēc lietotāju profila – trešo pušu reklāmas sīkdatnes neizmantojam.",
      },
      { type: "h2", text: "Abonēšanas paketes" },
      {
        type: "p",
        text: "Regulāriem reklāmdevējiem piedāvājam mēneša paketes: noteikts aktīvo sludinājumu skaits, kredīti maksas pakalpojumiem un izdevīgāka cena nekā, pērkot katru pakalpojumu atsevišķi. Paketi var mainīt vai pārtraukt, sākot ar nākamo mēnesi.",
      },
      { type: "h2", text: "Sazinieties ar mums" },
      {
        type: "p",
        text: "Pastāstiet, ko piedāvājat un cik sludinājumu plānojat, – sagatavosim piedāvājumu un palīdzēsim iestatīt kontu un plūsmu.",
      },
      { type: "contact", label: "E-pasts", value: "info@tirgus.lv", href: "mailto:info@tirgus.lv" },
      { type: "contact", label: "Tālrunis", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Darba laiks", value: "Pirmdiena–piektdiena, 9:00–18:00" },
    ],
  },
  ru: {
    title: "Сотрудничество и реклама",
    description:
      "Tirgus для бизнеса: аккаунты компаний с сотрудниками, автоматическая загрузка объявлений через XML-фид, баннеры и пакеты подписки.",
    blocks: [
      {
        type: "p",
        text: "Tirgus помогает компаниям находить покупателей по всей Латвии – от автодилеров и агентств недвижимости до интернет-магазинов и поставщиков услуг. Мы предлагаем инструменты, которые экономят время, когда объявлений много, и рекламные возможности, которые помогают выделиться.",
      },
      { type: "h2", text: "Аккаунт компании" },
      {
        type: "p",
        text: "В аккаунте компании объявления публикуются от имени фирмы, и покупатели видят в профиле её название, регистрационный номер и контакты. Это повышает доверие и помогает выполнять требования к предпринимателям, которые продают товары потребителям.",
      },
      {
        type: "ul",
        items: [
          "Добавьте сотрудников как участников аккаунта – каждый входит со своим e-mail, и никому не нужно делиться паролем.",
          "Участники ведут объявления и отвечают на сообщения от имени компании; администратор аккаунта в любой момент может изменить их права или закрыть доступ.",
          "У всех участников общий кошелёк, а на покупку кредитов компании выставляется счёт с НДС.",
        ],
      },
      { type: "h2", text: "XML-фиды" },
      {
        type: "p",
        text: "Если у вас много товаров или объектов, не нужно вводить каждое объявление вручную. Укажите адрес своего XML-фида, и Tirgus будет регулярно его считывать: новые позиции публикуются, изменённые цены, описания и фото обновляются, а позиции, которых в фиде больше нет, снимаются. Описание формата и тестовый доступ пришлём по запросу.",
      },
      { type: "h2", text: "Баннеры и выделение" },
      {
        type: "p",
        text: "Отдельное объявление можно поднять, выделить или показать в баннере за кредиты прямо из аккаунта. Для более широких кампаний мы предлагаем рекламные места на страницах рубрик и в результатах поиска, а также публикацию предложений в аккаунтах Tirgus в соцсетях. Реклама всегда чётко обозначена, и мы показываем её по содержанию страницы, а не по профилю пользователя, – сторонние рекламные cookie мы не используем.",
      },
      { type: "h2", text: "Пакеты подписки" },
      {
        type: "p",
        text: "Постоянным рекламодателям мы предлагаем месячные пакеты: определённое число активных объявлений, кредиты на платные услуги и более выгодная цена, чем при покупке каждой услуги отдельно. Пакет можно изменить или отменить со следующего месяца.",
      },
      { type: "h2", text: "Свяжитесь с нами" },
      {
        type: "p",
        text: "Расскажите, что вы предлагаете и сколько объявлений планируете, – мы подготовим предложение и поможем настроить аккаунт и фид.",
      },
      { type: "contact", label: "E-mail", value: "info@tirgus.lv", href: "mailto:info@tirgus.lv" },
      { type: "contact", label: "Телефон", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Часы работы", value: "Понедельник–пятница, 9:00–18:00" },
    ],
  },
  en: {
    title: "Business and advertising",
    description:
      "Tirgus for business: company accounts with team members, automatic ad import from XML feeds, banners and subscription packages.",
    blocks: [
      {
        type: "p",
        text: "Tirgus helps businesses reach buyers all over Latvia – from car dealers and estate agencies to online shops and service providers. We offer tools that save time when you have many ads, and advertising options that help you stand out.",
      },
      { type: "h2", text: "Company account" },
      {
        type: "p",
        text: "With a company account your ads are published in the company's name, and buyers see its name, registration number and contacts on the profile. This builds trust and helps you meet the requirements for traders who sell to consumers.",
      },
      {
        type: "ul",
        items: [
          "Add employees as members of the account – each signs in with their own e-mail, so nobody has to share a password.",
          "Members manage ads and answer messages on the company's behalf; the account administrator can change their rights or remove access at any time.",
          "All members share one wallet, and the company receives a VAT invoice for the credits it buys.",
        ],
      },
      { type: "h2", text: "XML feeds" },
      {
        type: "p",
        text: "If you have many items or properties, you do not need to enter each ad by hand. Give us the address of your XML feed and Tirgus will read it regularly: new items are published, changed prices, descriptions and photos are updated, and items no longer in the feed are removed. We will send the feed format and test access on request.",
      },
      { type: "h2", text: "Banners and highlighting" },
      {
        type: "p",
        text: "A single ad can be boosted, highlighted or shown in a banner for credits, straight from your account. For larger campaigns we offer advertising slots on category pages and in search results, and posts about your offers on the Tirgus social media accounts. Advertising is always clearly labelled, and we target it by page content, not by user profiles – we do not use third-party advertising cookies.",
      },
      { type: "h2", text: "Subscription packages" },
      {
        type: "p",
        text: "For regular advertisers we offer monthly packages: a set number of active ads, credits for paid extras and a better price than buying each extra separately. You can change or cancel a package from the next month.",
      },
      { type: "h2", text: "Get in touch" },
      {
        type: "p",
        text: "Tell us what you offer and how many ads you plan – we will prepare an offer and help you set up the account and the feed.",
      },
      { type: "contact", label: "E-mail", value: "info@tirgus.lv", href: "mailto:info@tirgus.lv" },
      { type: "contact", label: "Phone", value: "+371 67 000 000", href: "tel:+37167000000" },
      { type: "contact", label: "Working hours", value: "Monday–Friday, 9:00–18:00" },
    ],
  },
};
