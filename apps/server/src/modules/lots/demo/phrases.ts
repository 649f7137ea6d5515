/*
 * Phrase banks for demo ads, as pairs so the Latvian and Russian texts of a lot say the same thing. Written
 * the way private sellers write on Latvian classifieds: short sentences, a condition, a reason, a hint on
 * delivery or viewing and how to get in touch.
 */

export type Pair = { lv: string; ru: string };

export type Family = "vehicle" | "realty" | "goods" | "pets" | "work" | "services" | "dating" | "misc";

const p = (lv: string, ru: string): Pair => ({ lv, ru });

export const conditionPhrases: Record<Family, Pair[]> = {
  vehicle: [
    p("Labi kopts, regulāri apkopts.", "Ухоженный, регулярно обслуживался."),
    p("Viens īpašnieks Latvijā.", "Один владелец в Латвии."),
    p("Servisa grāmatiņa, visi čeki saglabāti.", "Сервисная книжка, все чеки сохранены."),
    p("Nerūsē, salons tīrs un nesmēķētāja.", "Без ржавчины, салон чистый, не курили."),
    p("Nesen mainīta eļļa, filtri un bremžu kluči.", "Недавно заменены масло, фильтры и тормозные колодки."),
    p("Komplektā ziemas un vasaras riepas.", "В комплекте зимние и летние шины."),
    p("Tehniski labā stāvoklī, ir sīki skrāpējumi.", "Технически в хорошем состоянии, есть мелкие царапины."),
    p("Dzinējs un ātrumkārba strādā bez iebildēm.", "Двигатель и коробка работают без нареканий."),
  ],
  realty: [
    p("Dzīvoklis ir silts un gaišs.", "Квартира тёплая и светлая."),
    p("Logi uz pagalma pusi, kluss.", "Окна во двор, тихо."),
    p(
      "Tuvumā veikali, skola un sabiedriskais transports.",
      "Рядом магазины, школа и общественный транспорт.",
    ),
    p("Nomainīti logi, durvis un santehnika.", "Заменены окна, двери и сантехника."),
    p("Zemi komunālie maksājumi.", "Низкие коммунальные платежи."),
    p("Sakopta kāpņu telpa, labi kaimiņi.", "Ухоженная лестничная клетка, хорошие соседи."),
    p("Pie mājas bezmaksas autostāvvieta.", "У дома бесплатная парковка."),
  ],
  goods: [
    p("Lietots, labā stāvoklī.", "Б/у, в хорошем состоянии."),
    p("Kā jauns, lietots dažas reizes.", "Как новый, использовался несколько раз."),
    p("Pilnībā strādājošs, bez defektiem.", "Полностью рабочий, без дефектов."),
    p("Ir nelielas lietošanas pēdas, skatīt bildes.", "Есть небольшие следы использования, см. фото."),
    p("Glabāts tīrā, sausā vietā.", "Хранился в чистом, сухом месте."),
  ],
  pets: [
    p("Vakcinēti, čipēti un attārpoti.", "Привиты, чипированы и обработаны от паразитов."),
    p("Vecāki redzami uz vietas.", "Родители на месте, можно посмотреть."),
    p("Reģistrēti LAD datubāzē.", "Зарегистрированы в базе данных LAD."),
    p("Pieraduši pie bērniem un citiem dzīvniekiem.", "Приучены к детям и другим животным."),
    p("Gatavi doties uz jaunām mājām.", "Готовы к переезду в новый дом."),
  ],
  work: [
    p("Piedāvājam stabilu darbu un oficiālu algu.", "Предлагаем стабильную работу и официальную зарплату."),
    p("Darba laiks pēc vienošanās.", "График работы по договорённости."),
    p("Apmācība uz vietas, draudzīgs kolektīvs.", "Обучение на месте, дружный коллектив."),
    p("Alga norādīta pirms nodokļiem (bruto).", "Зарплата указана до уплаты налогов (брутто)."),
    p("Veselības apdrošināšana pēc pārbaudes laika.", "Медицинская страховка после испытательного срока."),
  ],
  services: [
    p("Darbus veicu kvalitatīvi un laikā.", "Работу выполняю качественно и в срок."),
    p("Pieredze vairāk nekā 10 gadi.", "Опыт более 10 лет."),
    p("Izbraukšana uz objektu bez maksas.", "Выезд на объект бесплатно."),
    p("Iespējams darbs arī brīvdienās.", "Возможна работа и в выходные."),
    p("Izrakstu rēķinu, strādāju legāli.", "Выставляю счёт, работаю официально."),
  ],
  dating: [
    p("Mīlu ceļot, dabu un labu mūziku.", "Люблю путешествия, природу и хорошую музыку."),
    p("Nesmēķēju, sportoju.", "Не курю, занимаюсь спортом."),
    p("Esmu mierīgs, ar humora izjūtu.", "Спокойный характер, с чувством юмора."),
    p("Strādāju, ir savs dzīvoklis.", "Работаю, есть своя квартира."),
  ],
  misc: [p("Būšu pateicīgs par jebkuru palīdzību.", "Буду благодарен за любую помощь.")],
};

/** Land, garages and commercial premises: no windows to the yard or friendly neighbours. */
export const propertyPhrases: Pair[] = [
  p("Ērta piebraukšana visu gadu.", "Удобный подъезд круглый год."),
  p("Īpašums bez apgrūtinājumiem, dokumenti kārtībā.", "Недвижимость без обременений, документы в порядке."),
  p("Elektrība pieslēgta.", "Электричество подключено."),
  p("Laba vieta, tuvumā galvenā iela.", "Хорошее место, рядом главная улица."),
];

/** Lost, found and charity ads by action. */
export const miscPhrases: Partial<Record<string, Pair[]>> = {
  lost: [
    p("Lūdzu, zvaniet, ja esat redzējuši!", "Пожалуйста, звоните, если видели!"),
    p("Atradējam atlīdzība.", "Нашедшему вознаграждение."),
  ],
  found: [
    p("Atdošu īpašniekam, nosaucot pazīmes.", "Верну владельцу при описании примет."),
    p("Atrasts pie veikala, šobrīd glabājas pie manis.", "Найдено у магазина, сейчас хранится у меня."),
  ],
  charity: [
    p("Būšu pateicīgs par jebkuru palīdzību.", "Буду благодарен за любую помощь."),
    p("Ziedojumus nodosim ģimenēm ar bērniem.", "Пожертвования передадим семьям с детьми."),
  ],
};

/** Machinery, boats and trailers: no salon or winter tyres. */
export const machineryPhrases: Pair[] = [
  p("Tehniski labā stāvoklī, gatavs darbam.", "Технически в хорошем состоянии, готов к работе."),
  p("Regulāri apkopts, visi dokumenti kārtībā.", "Регулярно обслуживался, все документы в порядке."),
  p("Ziemā glabāts zem jumta.", "Зимой хранился под крышей."),
  p("Nesen veikta apkope.", "Недавно прошёл техобслуживание."),
];

/** Businesses for sale. */
export const businessPhrases: Pair[] = [
  p(
    "Stabils klientu loks, labi finanšu rādītāji.",
    "Стабильная клиентская база, хорошие финансовые показатели.",
  ),
  p("Pārdošanas iemesls — pārcelšanās uz ārzemēm.", "Причина продажи — переезд за границу."),
  p("Visi līgumi un atļaujas kārtībā.", "Все договоры и разрешения в порядке."),
  p("Iespējama pakāpeniska nodošana un apmācība.", "Возможна поэтапная передача и обучение."),
];

/** Farm produce, firewood and grain. */
export const producePhrases: Pair[] = [
  p("Svaigs, no savas saimniecības.", "Свежее, из собственного хозяйства."),
  p("Iespējama piegāde Rīgā un Pierīgā.", "Возможна доставка по Риге и пригороду."),
  p("Lielākam apjomam atlaide.", "При большом объёме скидка."),
  p("Var izņemt uz vietas saimniecībā.", "Можно забрать на месте в хозяйстве."),
];

export const newGoodsPhrases: Pair[] = [
  p("Jauns, neatvērts iepakojums.", "Новый, в нераспечатанной упаковке."),
  p("Jauns, ar čeku un garantiju.", "Новый, с чеком и гарантией."),
  p("Jauns, nopirkts dāvanai, bet neder.", "Новый, купили в подарок, но не подошёл."),
];

export const sellReasons: Pair[] = [
  p("Pārdodu, jo pārvācos.", "Продаю в связи с переездом."),
  p("Nopirku jaunu, vecais vairs nav vajadzīgs.", "Купил новый, старый больше не нужен."),
  p("Nelietoju, tāpēc pārdodu.", "Не пользуюсь, поэтому продаю."),
  p("Atbrīvoju vietu mājās.", "Освобождаю место дома."),
  p("Pārdošanas iemesls — ģimenes pieaugums.", "Причина продажи — пополнение в семье."),
];

export const vehicleExtras: Pair[] = [
  p("Iespējama maiņa.", "Возможен обмен."),
  p("Neliela kaulēšanās pie apskates.", "Небольшой торг при осмотре."),
  p("Iespējams līzings.", "Возможен лизинг."),
  p("Pārbaude jebkurā servisā par jūsu līdzekļiem.", "Проверка в любом сервисе за ваш счёт."),
];

export const realtyExtras: Pair[] = [
  p("Apskate jebkurā laikā, iepriekš piezvanot.", "Показ в любое время, предварительно позвонив."),
  p("Bez starpniekiem.", "Без посредников."),
  p("Iespējama hipotekārā kredīta izmantošana.", "Возможна покупка с ипотекой."),
];

export const rentExtras: Pair[] = [
  p("Īres līgums ar deklarēšanās iespēju.", "Договор аренды с возможностью декларации."),
  p("Depozīts — viena mēneša īres maksa.", "Депозит — плата за один месяц."),
  p("Mājdzīvnieki pēc vienošanās.", "Домашние животные по договорённости."),
  p("Komunālie maksājumi pēc skaitītājiem.", "Коммунальные платежи по счётчикам."),
];

export const deliveryPhrases: Pair[] = [
  p("Iespējama piegāde uz Omniva pakomātu.", "Возможна доставка в пакомат Omniva."),
  p("Varu nosūtīt ar DPD vai Omniva.", "Могу отправить через DPD или Omniva."),
  p("Tikšanās Rīgā, centrā.", "Встреча в Риге, в центре."),
  p("Sūtu pa visu Latviju, piegāde par pircēja līdzekļiem.", "Отправлю по всей Латвии за счёт покупателя."),
];

export const contactPhrases: Pair[] = [
  p("Zvaniet vai rakstiet, atbildēšu uz jautājumiem.", "Звоните или пишите, отвечу на вопросы."),
  p("Rakstiet ziņu šeit portālā.", "Пишите сообщение здесь на портале."),
  p("Zvanīt darbdienās pēc plkst. 17:00.", "Звонить в будние дни после 17:00."),
  p("Vairāk bilžu pēc pieprasījuma — rakstiet.", "Больше фото по запросу — пишите."),
  p("Sīkāka informācija pa tālruni.", "Подробности по телефону."),
];

export const searchPhrases: Record<Family, Pair[]> = {
  vehicle: [p("Apsvēršu dažādus variantus.", "Рассмотрю разные варианты.")],
  realty: [p("Apsvēršu piedāvājumus no īpašniekiem.", "Рассмотрю предложения от хозяев.")],
  goods: [p("Piedāvājiet variantus.", "Предлагайте варианты.")],
  pets: [p("Piedāvājiet variantus.", "Предлагайте варианты.")],
  work: [
    p("Esmu atbildīgs un precīzs, ātri mācos.", "Ответственный и пунктуальный, быстро учусь."),
    p("Gatavs sākt darbu nekavējoties.", "Готов приступить к работе сразу."),
  ],
  services: [p("Lūdzu, sūtiet piedāvājumus ar cenu.", "Пожалуйста, присылайте предложения с ценой.")],
  dating: [p("Rakstiet, atbildēšu visiem.", "Пишите, отвечу всем.")],
  misc: [p("Būšu pateicīgs par jebkuru palīdzību.", "Буду благодарен за любую помощь.")],
};

/** Month names for "TA līdz 2026. gada maijam" (lv dative) and "ТО до мая 2026" (ru genitive). */
export const monthsLv = [
  "janvārim",
  "februārim",
  "martam",
  "aprīlim",
  "maijam",
  "jūnijam",
  "jūlijam",
  "augustam",
  "septembrim",
  "oktobrim",
  "novembrim",
  "decembrim",
];
export const monthsRu = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];

/** How an ad opens per action: "Pārdodu", "Куплю"... The title uses the short form (empty for plain sales). */
export const actionWords: Record<string, { opening: Pair; title: Pair }> = {
  sell: { opening: p("Pārdodu", "Продаю"), title: p("", "") },
  buy: { opening: p("Pērku", "Куплю"), title: p("Pērku", "Куплю") },
  change: { opening: p("Mainu", "Меняю"), title: p("Maiņa", "Обмен") },
  rent: { opening: p("Izīrēju", "Сдаю"), title: p("Izīrē", "Сдаётся") },
  hire: { opening: p("Piedāvājam darbu", "Предлагаем работу"), title: p("", "") },
  search: { opening: p("Meklēju", "Ищу"), title: p("Meklēju", "Ищу") },
  offer: { opening: p("Piedāvāju", "Предлагаю"), title: p("", "") },
  gift: { opening: p("Atdošu par velti", "Отдам даром"), title: p("Par velti", "Даром") },
  found: { opening: p("Atrasts", "Найдено"), title: p("Atrasts", "Найдено") },
  lost: { opening: p("Pazaudēts", "Потеряно"), title: p("Pazudis", "Потерялся") },
  lookingForHome: { opening: p("Meklē mājas", "Ищет дом"), title: p("Meklē mājas", "Ищет дом") },
  charity: { opening: p("Labdarība", "Благотворительность"), title: p("Labdarība", "Благотворительность") },
};
