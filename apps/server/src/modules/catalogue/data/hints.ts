import type { Names } from "./types.ts";

const hint = (lv: string, ru: string, en: string): Names => ({ lv, ru, en });

/*
 * Tips for sellers choosing a category on the create form (spec 2: levels 0 and 1 ask for them): what buyers
 * look for, which photos to take, what to state. By category key; a shortcut shows its target's tips.
 */
export const categoryHints: Record<string, Names[]> = {
  transport: [
    hint(
      "Norādiet marku, modeli, gadu un nobraukumu: pircēji meklē tieši pēc tiem.",
      "Укажите марку, модель, год и пробег: покупатели ищут именно по ним.",
      "State the make, model, year and mileage: buyers search by exactly these.",
    ),
    hint(
      "Fotografējiet dienasgaismā no visām pusēm, kā arī salonu un paneli ar nobraukumu.",
      "Сфотографируйте при дневном свете со всех сторон, а также салон и приборную панель с пробегом.",
      "Take photos in daylight from every side, plus the interior and the dashboard showing the mileage.",
    ),
  ],
  cars: [
    hint(
      "Norādiet VIN: pircēji pārbauda auto vēsturi pirms zvana.",
      "Укажите VIN: покупатели проверяют историю авто перед звонком.",
      "Give the VIN: buyers check the car's history before they call.",
    ),
    hint(
      "Uzrakstiet, kad beidzas tehniskā apskate un kas mainīts pēdējā apkopē.",
      "Напишите, когда заканчивается техосмотр и что менялось на последнем обслуживании.",
      "Say when the roadworthiness test expires and what was replaced at the last service.",
    ),
  ],
  vans: [
    hint(
      "Norādiet kravas nodalījuma izmērus un pilno masu: no tās atkarīga vajadzīgā vadītāja kategorija.",
      "Укажите размеры грузового отсека и полную массу: от неё зависит нужная категория прав.",
      "Give the load space dimensions and the gross weight: the licence a driver needs depends on it.",
    ),
  ],
  motorcycles: [
    hint(
      "Norādiet motora tilpumu un vajadzīgo vadītāja apliecības kategoriju.",
      "Укажите объём двигателя и нужную категорию водительских прав.",
      "State the engine size and the licence category needed to ride it.",
    ),
    hint(
      "Nofotografējiet ķēdi, riepas un bremžu diskus tuvplānā.",
      "Сфотографируйте крупным планом цепь, шины и тормозные диски.",
      "Take close-ups of the chain, the tyres and the brake discs.",
    ),
  ],
  trucks: [
    hint(
      "Norādiet ekoloģisko klasi, asu skaitu un tehnisko apskati: pārvadātāji izvēlas pēc tiem.",
      "Укажите экологический класс, число осей и техосмотр: перевозчики выбирают по ним.",
      "State the emissions class, the number of axles and the test date: hauliers choose by them.",
    ),
  ],
  buses: [
    hint(
      "Norādiet sēdvietu skaitu, ekoloģisko klasi un to, vai autobuss piemērots pasažieru pārvadājumiem.",
      "Укажите число мест, экологический класс и пригоден ли автобус для пассажирских перевозок.",
      "State the number of seats, the emissions class and whether it is licensed for passenger service.",
    ),
  ],
  campers: [
    hint(
      "Nofotografējiet guļvietas, virtuvi un sanitāro mezglu, un norādiet, cik cilvēkiem tas paredzēts.",
      "Сфотографируйте спальные места, кухню и санузел и укажите, на сколько человек он рассчитан.",
      "Photograph the beds, the kitchen and the washroom, and say how many people it sleeps.",
    ),
  ],
  trailers: [
    hint(
      "Norādiet pilno masu, kravas platformas izmērus un to, vai piekabe ir reģistrēta.",
      "Укажите полную массу, размеры платформы и зарегистрирован ли прицеп.",
      "Give the gross weight, the deck size and whether the trailer is registered.",
    ),
  ],
  "agricultural-machinery": [
    hint(
      "Norādiet motorstundas un jaudu: tās pircējam pasaka vairāk nekā gads.",
      "Укажите моточасы и мощность: покупателю они говорят больше, чем год выпуска.",
      "Give the engine hours and the power: they tell a buyer more than the year.",
    ),
  ],
  "construction-machinery": [
    hint(
      "Norādiet motorstundas, masu un komplektā esošos kausus vai uzkares.",
      "Укажите моточасы, массу и какие ковши или навесное оборудование в комплекте.",
      "State the hours, the operating weight and which buckets or attachments come with it.",
    ),
  ],
  boats: [
    hint(
      "Norādiet garumu, korpusa materiālu un motoru, ja tas ir komplektā; pieminiet arī piekabi.",
      "Укажите длину, материал корпуса и мотор, если он в комплекте; упомяните и прицеп.",
      "Give the length, the hull material and the engine if included; mention a trailer too.",
    ),
  ],
  bicycles: [
    hint(
      "Norādiet rāmja izmēru un riteņu diametru: pircēji vispirms skatās, vai velosipēds der augumam.",
      "Укажите размер рамы и диаметр колёс: покупатели прежде всего смотрят, подойдёт ли по росту.",
      "Give the frame size and the wheel size: buyers first check whether it fits their height.",
    ),
  ],
  "e-scooters": [
    hint(
      "Norādiet nobraukto attālumu ar vienu uzlādi un akumulatora vecumu.",
      "Укажите запас хода на одном заряде и возраст аккумулятора.",
      "State the range on one charge and how old the battery is.",
    ),
  ],
  "parts-accessories": [
    hint(
      "Norādiet detaļas numuru un auto modeļus, kuriem tā der.",
      "Укажите номер детали и модели авто, к которым она подходит.",
      "Give the part number and the models it fits.",
    ),
  ],
  "real-estate": [
    hint(
      "Norādiet precīzu adresi vai vismaz ielu: pircēji meklē kartē.",
      "Укажите точный адрес или хотя бы улицу: покупатели ищут на карте.",
      "Give the exact address, or at least the street: buyers search on the map.",
    ),
    hint(
      "Fotografējiet gaišās telpās, katru istabu no stūra, un pievienojiet plānojumu.",
      "Фотографируйте в светлых помещениях, каждую комнату из угла, и добавьте планировку.",
      "Take photos in good light, each room from a corner, and add a floor plan.",
    ),
    hint(
      "Norādiet ikmēneša maksājumus: apsaimniekošanu un vidējos komunālos rēķinus.",
      "Укажите ежемесячные платежи: обслуживание и средние коммунальные счета.",
      "State the monthly costs: the management fee and typical utility bills.",
    ),
  ],
  flats: [
    hint(
      "Norādiet stāvu, stāvu skaitu mājā un sēriju: pircēji pēc tiem atlasa dzīvokļus.",
      "Укажите этаж, этажность дома и серию: покупатели отбирают квартиры по ним.",
      "State the floor, the number of floors and the building series: buyers filter by them.",
    ),
    hint(
      "Īrei norādiet, vai atļauti mājdzīvnieki un kāda ir drošības nauda.",
      "Для аренды укажите, можно ли с животными и какой залог.",
      "When letting, say whether pets are allowed and how much the deposit is.",
    ),
  ],
  houses: [
    hint(
      "Norādiet zemes platību, apkures veidu un komunikācijas (ūdens, kanalizācija).",
      "Укажите площадь участка, тип отопления и коммуникации (вода, канализация).",
      "Give the plot size, the heating and the utilities (water, sewerage).",
    ),
    hint(
      "Nofotografējiet māju arī no ielas un pagalma puses.",
      "Сфотографируйте дом также со стороны улицы и двора.",
      "Photograph the house from the street and from the garden as well.",
    ),
  ],
  land: [
    hint(
      "Norādiet kadastra numuru un zemes lietošanas mērķi: pircēji pārbauda tos Zemesgrāmatā.",
      "Укажите кадастровый номер и назначение земли: покупатели проверяют их в Земельной книге.",
      "Give the cadastral number and the land use: buyers check them in the Land Register.",
    ),
  ],
  commercial: [
    hint(
      "Norādiet platību, stāvu, ieeju no ielas un stāvvietas apmeklētājiem.",
      "Укажите площадь, этаж, вход с улицы и парковку для посетителей.",
      "State the area, the floor, whether there is a street entrance and parking for visitors.",
    ),
  ],
  garages: [
    hint(
      "Norādiet, vai ir elektrība, apsardze un piekļuve visu diennakti.",
      "Укажите, есть ли электричество, охрана и круглосуточный доступ.",
      "Say whether there is electricity, security and round-the-clock access.",
    ),
  ],
  "new-developments": [
    hint(
      "Norādiet nodošanas termiņu, attīstītāju un to, kas iekļauts apdarē.",
      "Укажите срок сдачи, застройщика и что входит в отделку.",
      "State the completion date, the developer and what the finish includes.",
    ),
  ],
  "holiday-rentals": [
    hint(
      "Norādiet gultasvietu skaitu, minimālo nakšu skaitu un iebraukšanas laiku.",
      "Укажите число спальных мест, минимальное число ночей и время заезда.",
      "Give the number of beds, the minimum stay and the check-in time.",
    ),
  ],
  abroad: [
    hint(
      "Norādiet valsti, pilsētu un attālumu līdz jūrai vai centram.",
      "Укажите страну, город и расстояние до моря или центра.",
      "State the country, the town and the distance to the sea or the centre.",
    ),
  ],
  electronics: [
    hint(
      "Norādiet precīzu modeli un atmiņas apjomu: pircēji salīdzina cenas pēc tiem.",
      "Укажите точную модель и объём памяти: покупатели сравнивают цены по ним.",
      "Give the exact model and the storage: buyers compare prices by them.",
    ),
    hint(
      "Nofotografējiet ierīci ieslēgtu, ar ekrānu, un arī skrāpējumus, ja tādi ir.",
      "Сфотографируйте устройство включённым, с экраном, и царапины, если они есть.",
      "Photograph the device switched on, screen visible, and any scratches.",
    ),
    hint(
      "Uzrakstiet, kas ir komplektā: lādētājs, kārba, čeks vai garantija.",
      "Напишите, что в комплекте: зарядка, коробка, чек или гарантия.",
      "Say what comes with it: the charger, the box, the receipt or a warranty.",
    ),
  ],
  phones: [
    hint(
      "Norādiet akumulatora stāvokli procentos un to, vai telefons nav piesaistīts operatoram.",
      "Укажите состояние аккумулятора в процентах и не привязан ли телефон к оператору.",
      "State the battery health in per cent and whether the phone is unlocked.",
    ),
    hint(
      "Pirms pārdošanas izrakstieties no sava konta, lai pircējs varētu telefonu aktivizēt.",
      "Перед продажей выйдите из своей учётной записи, чтобы покупатель смог активировать телефон.",
      "Sign out of your account before selling, so that the buyer can activate the phone.",
    ),
  ],
  "phone-accessories": [
    hint(
      "Norādiet telefonu modeļus, kuriem piederums der.",
      "Укажите модели телефонов, к которым подходит аксессуар.",
      "List the phone models the accessory fits.",
    ),
  ],
  tablets: [
    hint(
      "Norādiet ekrāna izmēru, atmiņu un to, vai planšetdatoram ir SIM kartes slots.",
      "Укажите размер экрана, память и есть ли у планшета слот для SIM-карты.",
      "Give the screen size, the storage and whether it takes a SIM card.",
    ),
  ],
  computers: [
    hint(
      "Norādiet procesoru, operatīvo atmiņu, disku un videokarti.",
      "Укажите процессор, оперативную память, диск и видеокарту.",
      "State the processor, the memory, the drive and the graphics card.",
    ),
    hint(
      "Pirms pārdošanas izdzēsiet savus datus un norādiet, vai ir uzstādīta operētājsistēma.",
      "Перед продажей удалите свои данные и укажите, установлена ли операционная система.",
      "Wipe your data before selling and say whether an operating system is installed.",
    ),
  ],
  "tv-audio": [
    hint(
      "Norādiet diagonāli, izšķirtspēju un to, vai komplektā ir tālvadības pults.",
      "Укажите диагональ, разрешение и есть ли в комплекте пульт.",
      "Give the screen size, the resolution and whether the remote is included.",
    ),
  ],
  "photo-video": [
    hint(
      "Norādiet slēdža nospiedumu skaitu un objektīvus, kas ir komplektā.",
      "Укажите пробег затвора и какие объективы в комплекте.",
      "State the shutter count and which lenses are included.",
    ),
  ],
  consoles: [
    hint(
      "Norādiet, cik pultu un spēļu ir komplektā un vai konsole ir atbloķēta no konta.",
      "Укажите, сколько джойстиков и игр в комплекте и отвязана ли приставка от аккаунта.",
      "Say how many controllers and games come with it and whether it is signed out of your account.",
    ),
  ],
  smartwatches: [
    hint(
      "Norādiet, ar kuriem telefoniem pulkstenis savietojams, un siksniņas izmēru.",
      "Укажите, с какими телефонами совместимы часы, и размер ремешка.",
      "State which phones the watch works with and the strap size.",
    ),
  ],
  appliances: [
    hint(
      "Norādiet izmērus un energoefektivitātes klasi: pircēji pārbauda, vai ierīce ietilps.",
      "Укажите размеры и класс энергоэффективности: покупатели проверяют, поместится ли техника.",
      "Give the dimensions and the energy class: buyers check whether it will fit.",
    ),
    hint(
      "Uzrakstiet, vai ierīce strādā un vai to var apskatīt ieslēgtu.",
      "Напишите, работает ли техника и можно ли посмотреть её включённой.",
      "Say whether it works and whether buyers can see it running.",
    ),
  ],
  "home-garden": [
    hint(
      "Norādiet izmērus: pircēji vispirms pārbauda, vai lieta ietilps viņu mājā.",
      "Укажите размеры: покупатели сначала проверяют, поместится ли вещь у них дома.",
      "Give the dimensions: buyers first check whether it will fit in their home.",
    ),
    hint(
      "Fotografējiet dienasgaismā uz vienkārša fona un parādiet arī nolietojuma vietas.",
      "Фотографируйте при дневном свете на простом фоне и покажите следы износа.",
      "Take photos in daylight against a plain background, and show any wear.",
    ),
  ],
  furniture: [
    hint(
      "Norādiet platumu, dziļumu un augstumu, kā arī to, vai mēbele ir izjaucama transportēšanai.",
      "Укажите ширину, глубину и высоту, а также разбирается ли мебель для перевозки.",
      "Give the width, depth and height, and whether it comes apart for transport.",
    ),
  ],
  interior: [
    hint(
      "Nofotografējiet lietu interjerā, lai pircējs redz tās izmēru.",
      "Сфотографируйте вещь в интерьере, чтобы покупатель видел её размер.",
      "Photograph the item in a room so that buyers can judge its size.",
    ),
  ],
  lighting: [
    hint(
      "Norādiet spuldzes cokolu un to, vai gaismeklis strādā.",
      "Укажите цоколь лампы и работает ли светильник.",
      "State the bulb fitting and whether the light works.",
    ),
  ],
  textiles: [
    hint(
      "Norādiet izmērus un materiālu, un vai prece ir mazgāta vai jauna iepakojumā.",
      "Укажите размеры и материал, и стирано ли изделие или новое в упаковке.",
      "Give the size and the material, and whether it has been washed or is new in its packaging.",
    ),
  ],
  kitchenware: [
    hint(
      "Norādiet, vai trauki der indukcijas plītij un trauku mazgājamajai mašīnai.",
      "Укажите, подходит ли посуда для индукционной плиты и посудомоечной машины.",
      "Say whether it suits induction hobs and the dishwasher.",
    ),
  ],
  garden: [
    hint(
      "Tehnikai norādiet jaudu un dzinēja veidu, augiem — šķirni un vecumu.",
      "Для техники укажите мощность и тип двигателя, для растений — сорт и возраст.",
      "For machines give the power and the engine type; for plants, the variety and age.",
    ),
  ],
  construction: [
    hint(
      "Norādiet daudzumu un mērvienību (m², m³, gab.), lai pircējs var aprēķināt vajadzīgo.",
      "Укажите количество и единицу (м², м³, шт.), чтобы покупатель мог рассчитать нужное.",
      "State the quantity and the unit (m², m³, pieces) so that buyers can work out what they need.",
    ),
    hint(
      "Uzrakstiet, vai iespējama piegāde un kur preci var saņemt.",
      "Напишите, возможна ли доставка и где можно забрать товар.",
      "Say whether you can deliver and where the goods can be collected.",
    ),
  ],
  "building-materials": [
    hint(
      "Norādiet izmērus, daudzumu un to, vai materiāls ir atlikums no jauna iepakojuma.",
      "Укажите размеры, количество и остаток ли это из новой упаковки.",
      "Give the dimensions, the quantity and whether it is left over from new packs.",
    ),
  ],
  tools: [
    hint(
      "Norādiet jaudu un barošanu (tīkls vai akumulators) un to, vai akumulatori un lādētājs ir komplektā.",
      "Укажите мощность и питание (сеть или аккумулятор) и есть ли аккумуляторы и зарядка в комплекте.",
      "State the power and the supply (mains or battery) and whether batteries and a charger are included.",
    ),
  ],
  plumbing: [
    hint(
      "Norādiet pieslēgumu izmērus un to, vai prece ir jauna vai demontēta.",
      "Укажите размеры подключений и новое ли изделие или демонтированное.",
      "Give the connection sizes and whether it is new or removed from use.",
    ),
  ],
  "heating-ventilation": [
    hint(
      "Norādiet jaudu kW un platību, kurai iekārta paredzēta.",
      "Укажите мощность в кВт и на какую площадь рассчитано оборудование.",
      "State the output in kW and the floor area it is meant for.",
    ),
  ],
  electrical: [
    hint(
      "Norādiet spriegumu, strāvu un to, vai izstrādājums ir jauns iepakojumā.",
      "Укажите напряжение, ток и новое ли изделие в упаковке.",
      "Give the voltage, the current rating and whether it is new in its packaging.",
    ),
  ],
  clothing: [
    hint(
      "Norādiet izmēru un zīmolu, un, ja iespējams, arī izmērus centimetros.",
      "Укажите размер и бренд, а по возможности и мерки в сантиметрах.",
      "State the size and the brand and, if you can, the measurements in centimetres.",
    ),
    hint(
      "Fotografējiet apģērbu uzģērbtu vai izklātu uz vienkārša fona, un parādiet etiķeti.",
      "Фотографируйте одежду на себе или разложенной на простом фоне и покажите этикетку.",
      "Photograph the item worn or laid flat on a plain background, and show the label.",
    ),
  ],
  "womens-clothing": [
    hint(
      "Norādiet izmēru, materiālu un to, cik reizes apģērbs valkāts.",
      "Укажите размер, материал и сколько раз вещь надевали.",
      "Give the size, the fabric and how often it has been worn.",
    ),
  ],
  "mens-clothing": [
    hint(
      "Norādiet izmēru, materiālu un to, cik reizes apģērbs valkāts.",
      "Укажите размер, материал и сколько раз вещь надевали.",
      "Give the size, the fabric and how often it has been worn.",
    ),
  ],
  footwear: [
    hint(
      "Norādiet izmēru un zoles garumu centimetros, un nofotografējiet zoles.",
      "Укажите размер и длину стельки в сантиметрах и сфотографируйте подошвы.",
      "Give the size and the insole length in centimetres, and photograph the soles.",
    ),
  ],
  accessories: [
    hint(
      "Zīmola precēm pievienojiet čeku vai autentiskuma sertifikātu.",
      "Для брендовых вещей приложите чек или сертификат подлинности.",
      "For designer items, add the receipt or a certificate of authenticity.",
    ),
  ],
  children: [
    hint(
      "Norādiet bērna vecumu vai augumu, kuram prece paredzēta.",
      "Укажите возраст или рост ребёнка, для которого предназначен товар.",
      "State the age or height of the child it is meant for.",
    ),
    hint(
      "Uzrakstiet, vai prece ir tīra un no mājas bez dzīvniekiem un smēķētājiem.",
      "Напишите, чистая ли вещь и из дома ли без животных и курильщиков.",
      "Say whether it is clean and from a pet-free, smoke-free home.",
    ),
  ],
  "kids-clothing": [
    hint(
      "Norādiet izmēru pēc auguma (piemēram, 104) un sezonu.",
      "Укажите размер по росту (например, 104) и сезон.",
      "Give the size by height (for example 104) and the season.",
    ),
  ],
  "kids-footwear": [
    hint(
      "Norādiet izmēru un iekšzoles garumu centimetros.",
      "Укажите размер и длину стельки в сантиметрах.",
      "Give the size and the insole length in centimetres.",
    ),
  ],
  prams: [
    hint(
      "Norādiet, kuri bloki ir komplektā (kulba, sēdeklis, autosēdeklis), un nofotografējiet riteņus.",
      "Укажите, какие блоки в комплекте (люлька, прогулочный, автокресло), и сфотографируйте колёса.",
      "Say which parts come with it (carrycot, seat unit, car seat) and photograph the wheels.",
    ),
  ],
  "car-seats": [
    hint(
      "Norādiet svara grupu, stiprinājumu (Isofix vai josta) un to, vai sēdeklis nav bijis avārijā.",
      "Укажите весовую группу, крепление (Isofix или ремень) и не было ли кресло в аварии.",
      "State the weight group, the fixing (Isofix or belt) and that the seat has never been in a crash.",
    ),
  ],
  "kids-furniture": [
    hint(
      "Norādiet izmērus un to, vai komplektā ir matracis.",
      "Укажите размеры и есть ли в комплекте матрас.",
      "Give the dimensions and whether a mattress is included.",
    ),
  ],
  toys: [
    hint(
      "Norādiet vecumu, kuram rotaļlieta paredzēta, un vai visas detaļas ir vietā.",
      "Укажите, для какого возраста игрушка, и все ли детали на месте.",
      "State the age it is meant for and whether every piece is there.",
    ),
  ],
  school: [
    hint(
      "Mācību grāmatām norādiet klasi, izdevniecību un izdošanas gadu.",
      "Для учебников укажите класс, издательство и год издания.",
      "For textbooks, give the grade, the publisher and the year of the edition.",
    ),
  ],
  "baby-care": [
    hint(
      "Norādiet derīguma termiņu un to, vai iepakojums nav atvērts.",
      "Укажите срок годности и не вскрыта ли упаковка.",
      "State the expiry date and whether the packaging is unopened.",
    ),
  ],
  pets: [
    hint(
      "Norādiet dzīvnieka vecumu, vakcinācijas un to, vai tas ir čipēts un reģistrēts.",
      "Укажите возраст животного, прививки и чипирован ли он и зарегистрирован.",
      "State the animal's age, its vaccinations and whether it is microchipped and registered.",
    ),
    hint(
      "Fotografējiet dzīvnieku dienasgaismā, un pievienojiet video, kā tas kustas.",
      "Фотографируйте животное при дневном свете и добавьте видео, как оно двигается.",
      "Photograph the animal in daylight and add a video of it moving.",
    ),
  ],
  dogs: [
    hint(
      "Norādiet šķirni, vecākus un dokumentus (ciltsrakstus, pasi); bez dokumentiem rakstiet «bez ciltsrakstiem».",
      "Укажите породу, родителей и документы (родословную, паспорт); без документов пишите «без родословной».",
      "State the breed, the parents and the papers (pedigree, passport); without papers say so.",
    ),
  ],
  cats: [
    hint(
      "Norādiet šķirni, vecumu un to, vai kaķis ir pieradināts pie kastītes.",
      "Укажите породу, возраст и приучен ли кот к лотку.",
      "State the breed, the age and whether the cat is litter-trained.",
    ),
  ],
  ferrets: [
    hint(
      "Norādiet vecumu, dzimumu un to, vai sesks ir kastrēts.",
      "Укажите возраст, пол и кастрирован ли хорёк.",
      "State the age, the sex and whether the ferret is neutered.",
    ),
  ],
  birds: [
    hint(
      "Norādiet sugu, vecumu un to, vai putnam ir gredzens; pieminiet būri, ja tas ir komplektā.",
      "Укажите вид, возраст и окольцована ли птица; упомяните клетку, если она в комплекте.",
      "State the species, the age and whether the bird is ringed; mention a cage if included.",
    ),
  ],
  rodents: [
    hint(
      "Norādiet sugu, vecumu un dzimumu, un to, vai komplektā ir būris.",
      "Укажите вид, возраст и пол и есть ли в комплекте клетка.",
      "State the species, the age and the sex, and whether a cage is included.",
    ),
  ],
  aquarium: [
    hint(
      "Akvārijiem norādiet tilpumu litros un aprīkojumu; zivīm — sugu un daudzumu.",
      "Для аквариумов укажите объём в литрах и оборудование; для рыб — вид и количество.",
      "For tanks give the volume in litres and the equipment; for fish, the species and how many.",
    ),
  ],
  reptiles: [
    hint(
      "Norādiet sugu un to, vai komplektā ir terārijs ar apsildi un apgaismojumu.",
      "Укажите вид и есть ли в комплекте террариум с обогревом и освещением.",
      "State the species and whether a terrarium with heating and lighting is included.",
    ),
  ],
  "farm-animals": [
    hint(
      "Norādiet sugu, šķirni, vecumu un to, vai dzīvnieks reģistrēts Lauksaimniecības datu centrā.",
      "Укажите вид, породу, возраст и зарегистрировано ли животное в Центре сельскохозяйственных данных.",
      "State the species, the breed, the age and whether the animal is registered with the Agricultural Data Centre.",
    ),
  ],
  "pet-supplies": [
    hint(
      "Norādiet izmēru vai dzīvnieka svaru, kuram prece paredzēta.",
      "Укажите размер или вес животного, для которого предназначен товар.",
      "Give the size, or the weight of the animal it is meant for.",
    ),
  ],
  work: [
    hint(
      "Norādiet darba vietu, slodzi un atalgojumu pirms nodokļiem: sludinājumi ar algu saņem vairāk atbilžu.",
      "Укажите место работы, занятость и зарплату до налогов: объявления с зарплатой получают больше откликов.",
      "State the place, the hours and the gross pay: ads that show pay get more replies.",
    ),
    hint(
      "Uzrakstiet, kādas valodas un prasmes vajadzīgas un kā pieteikties.",
      "Напишите, какие языки и навыки нужны и как откликнуться.",
      "Say which languages and skills are needed and how to apply.",
    ),
  ],
  vacancies: [
    hint(
      "Norādiet bruto algas diapazonu: Latvijā tas vakances sludinājumā ir obligāts.",
      "Укажите вилку зарплаты брутто: в Латвии это обязательно в объявлении о вакансии.",
      "Give the gross pay range: Latvian law requires it in a job ad.",
    ),
  ],
  "jobs-abroad": [
    hint(
      "Norādiet valsti, darba devēju un to, vai tiek nodrošināta dzīvesvieta un ceļš.",
      "Укажите страну, работодателя и предоставляется ли жильё и дорога.",
      "State the country, the employer and whether housing and travel are provided.",
    ),
  ],
  "job-seekers": [
    hint(
      "Norādiet profesiju, pieredzi gados un vēlamo darba laiku un vietu.",
      "Укажите профессию, опыт в годах и желаемый график и место работы.",
      "State your trade, your years of experience and the hours and place you want to work.",
    ),
  ],
  services: [
    hint(
      "Norādiet, kurā pilsētā vai novadā strādājat, un cenu vai cenu robežas.",
      "Укажите, в каком городе или крае вы работаете, и цену или диапазон цен.",
      "State the town or area you cover and your price or price range.",
    ),
    hint(
      "Pievienojiet savu darbu fotogrāfijas: tās pārliecina labāk par aprakstu.",
      "Добавьте фотографии своих работ: они убеждают лучше описания.",
      "Add photos of your work: they convince better than a description.",
    ),
  ],
  "repair-services": [
    hint(
      "Norādiet, kādus darbus veicat, un vai strādājat ar saviem materiāliem.",
      "Укажите, какие работы выполняете и работаете ли со своими материалами.",
      "List the jobs you do and whether you supply the materials.",
    ),
  ],
  "plumbers-electricians": [
    hint(
      "Norādiet sertifikātu, ja tāds ir, un vai izbraucat ārkārtas gadījumos.",
      "Укажите сертификат, если он есть, и выезжаете ли на срочные вызовы.",
      "Mention your certificate if you hold one and whether you take emergency call-outs.",
    ),
  ],
  "car-service": [
    hint(
      "Norādiet auto markas, ar kurām strādājat, un stundas likmi.",
      "Укажите марки авто, с которыми работаете, и стоимость нормо-часа.",
      "State the makes you work on and your hourly rate.",
    ),
  ],
  freight: [
    hint(
      "Norādiet auto kravnesību, kravas nodalījuma izmērus un to, vai ir nesēji.",
      "Укажите грузоподъёмность, размеры кузова и есть ли грузчики.",
      "Give the payload, the load space dimensions and whether porters are available.",
    ),
  ],
  "passenger-transport": [
    hint(
      "Norādiet sēdvietu skaitu un to, vai braucat arī uz ārzemēm.",
      "Укажите число мест и ездите ли также за границу.",
      "State the number of seats and whether you also travel abroad.",
    ),
  ],
  "vehicle-rental": [
    hint(
      "Norādiet cenu dienā, drošības naudu un nobraukuma ierobežojumus.",
      "Укажите цену за день, залог и ограничения пробега.",
      "Give the daily price, the deposit and any mileage limits.",
    ),
  ],
  "beauty-health": [
    hint(
      "Norādiet procedūras, cenas un to, vai strādājat salonā vai izbraucat pie klienta.",
      "Укажите процедуры, цены и работаете ли в салоне или с выездом к клиенту.",
      "List the treatments and prices, and whether you work in a salon or visit clients.",
    ),
  ],
  lessons: [
    hint(
      "Norādiet priekšmetu, līmeni, nodarbības garumu un to, vai mācāt arī attālināti.",
      "Укажите предмет, уровень, длительность занятия и преподаёте ли онлайн.",
      "State the subject, the level, the lesson length and whether you also teach online.",
    ),
  ],
  "it-services": [
    hint(
      "Norādiet, ko darāt (remonts, tīmekļa vietnes, tīkli), un vai izbraucat pie klienta.",
      "Укажите, что делаете (ремонт, сайты, сети), и выезжаете ли к клиенту.",
      "Say what you do (repairs, websites, networks) and whether you come to the customer.",
    ),
  ],
  "appliance-repair": [
    hint(
      "Norādiet tehnikas veidus un markas, ko remontējat, un izsaukuma cenu.",
      "Укажите виды и марки техники, которые ремонтируете, и стоимость вызова.",
      "List the appliances and makes you repair and the call-out price.",
    ),
  ],
  cleaning: [
    hint(
      "Norādiet cenu par m² vai stundu un to, vai līdzi ir tīrīšanas līdzekļi.",
      "Укажите цену за м² или час и приносите ли моющие средства.",
      "Give the price per m² or per hour and whether you bring the cleaning products.",
    ),
  ],
  "garden-services": [
    hint(
      "Norādiet darbus (zāles pļaušana, koku zāģēšana) un tehniku, ar kuru strādājat.",
      "Укажите работы (покос травы, спил деревьев) и технику, которой работаете.",
      "List the jobs (mowing, tree felling) and the machinery you work with.",
    ),
  ],
  events: [
    hint(
      "Pievienojiet saiti uz portfolio un norādiet, cik laikus iepriekš jāpiesakās.",
      "Добавьте ссылку на портфолио и укажите, за сколько нужно бронировать.",
      "Link your portfolio and say how far ahead clients should book.",
    ),
  ],
  "legal-accounting": [
    hint(
      "Norādiet kvalifikāciju un jomas, kurās konsultējat.",
      "Укажите квалификацию и области, в которых консультируете.",
      "State your qualifications and the areas you advise on.",
    ),
  ],
  childcare: [
    hint(
      "Norādiet pieredzi, bērnu vecumu, ar kuriem strādājat, un vai jums ir izziņa par sodāmību.",
      "Укажите опыт, возраст детей, с которыми работаете, и есть ли справка о несудимости.",
      "State your experience, the ages you care for and whether you have a criminal record check.",
    ),
  ],
  "pet-services": [
    hint(
      "Norādiet, kādiem dzīvniekiem pakalpojums paredzēts, un kur tas notiek.",
      "Укажите, для каких животных услуга и где она оказывается.",
      "Say which animals you look after and where the service takes place.",
    ),
  ],
  translation: [
    hint(
      "Norādiet valodu pārus, cenu par lapu un to, vai piedāvājat apliecinātu tulkojumu.",
      "Укажите языковые пары, цену за страницу и делаете ли заверенный перевод.",
      "Give your language pairs, the price per page and whether you offer certified translations.",
    ),
  ],
  agriculture: [
    hint(
      "Norādiet daudzumu un mērvienību (t, kg, ber. m³) un cenu par vienību.",
      "Укажите количество и единицу (т, кг, насыпной м³) и цену за единицу.",
      "State the quantity, the unit (t, kg, loose m³) and the price per unit.",
    ),
    hint(
      "Uzrakstiet, vai piegādājat un no kurienes preci var izvest.",
      "Напишите, доставляете ли и откуда можно забрать товар.",
      "Say whether you deliver and where the goods can be collected.",
    ),
  ],
  firewood: [
    hint(
      "Norādiet koka sugu, mitrumu un pagales garumu; cenu — par bērto vai krauto kubikmetru.",
      "Укажите породу дерева, влажность и длину полена; цену — за насыпной или складской кубометр.",
      "Give the wood species, the moisture and the log length; price per loose or stacked cubic metre.",
    ),
  ],
  "standing-timber": [
    hint(
      "Norādiet platību, koku sugas un kadastra numuru.",
      "Укажите площадь, породы деревьев и кадастровый номер.",
      "Give the area, the tree species and the cadastral number.",
    ),
  ],
  "grain-feed": [
    hint(
      "Norādiet kultūru, ražas gadu un mitrumu.",
      "Укажите культуру, год урожая и влажность.",
      "State the crop, the harvest year and the moisture.",
    ),
  ],
  produce: [
    hint(
      "Norādiet šķirni, daudzumu un to, vai audzēts bioloģiski.",
      "Укажите сорт, количество и выращено ли органически.",
      "Give the variety, the quantity and whether it is organically grown.",
    ),
  ],
  honey: [
    hint(
      "Norādiet medus veidu, ievākšanas gadu un iepakojuma lielumu.",
      "Укажите вид мёда, год сбора и объём упаковки.",
      "State the kind of honey, the year it was gathered and the jar size.",
    ),
  ],
  "farm-produce": [
    hint(
      "Norādiet, vai saimniecība ir reģistrēta PVD, un kā produkciju var saņemt.",
      "Укажите, зарегистрировано ли хозяйство в ПВС, и как можно получить продукцию.",
      "State whether the farm is registered with the Food and Veterinary Service and how to collect.",
    ),
  ],
  fertilisers: [
    hint(
      "Norādiet sastāvu, daudzumu un derīguma termiņu.",
      "Укажите состав, количество и срок годности.",
      "Give the composition, the quantity and the expiry date.",
    ),
  ],
  "agri-land-rent": [
    hint(
      "Norādiet platību hektāros, atrašanās vietu un nomas termiņu.",
      "Укажите площадь в гектарах, место и срок аренды.",
      "Give the area in hectares, the location and the lease term.",
    ),
  ],
  hobby: [
    hint(
      "Norādiet zīmolu, modeli un stāvokli, un nofotografējiet visas komplekta daļas.",
      "Укажите бренд, модель и состояние и сфотографируйте все части комплекта.",
      "State the brand, the model and the condition, and photograph everything included.",
    ),
  ],
  sport: [
    hint(
      "Norādiet izmēru (garumu, rāmi, apavu izmēru) un to, cik sezonas inventārs lietots.",
      "Укажите размер (длину, раму, размер обуви) и сколько сезонов инвентарь использовался.",
      "Give the size (length, frame, shoe size) and how many seasons it has been used.",
    ),
  ],
  "musical-instruments": [
    hint(
      "Pievienojiet video vai ierakstu, kā instruments skan.",
      "Добавьте видео или запись того, как звучит инструмент.",
      "Add a video or a recording of how the instrument sounds.",
    ),
  ],
  books: [
    hint(
      "Norādiet autoru, nosaukumu, valodu un izdošanas gadu.",
      "Укажите автора, название, язык и год издания.",
      "Give the author, the title, the language and the year of publication.",
    ),
  ],
  tickets: [
    hint(
      "Norādiet pasākuma datumu, vietu un sektoru; pārdodiet ne dārgāk par nominālvērtību.",
      "Укажите дату, место и сектор мероприятия; продавайте не дороже номинала.",
      "State the date, the venue and the seats; sell at no more than face value.",
    ),
  ],
  collecting: [
    hint(
      "Nofotografējiet priekšmetu no abām pusēm tuvplānā, ar zīmogiem un marķējumiem.",
      "Сфотографируйте предмет крупным планом с обеих сторон, с клеймами и маркировкой.",
      "Take close-ups of both sides, with any marks and hallmarks.",
    ),
  ],
  "board-games": [
    hint(
      "Uzrakstiet, vai visas detaļas ir vietā, un spēles valodu.",
      "Напишите, все ли детали на месте, и язык игры.",
      "Say whether every piece is there and which language the game is in.",
    ),
  ],
  crafts: [
    hint(
      "Norādiet izmērus, materiālus un to, vai darbs ir vienā eksemplārā.",
      "Укажите размеры, материалы и существует ли работа в одном экземпляре.",
      "Give the size, the materials and whether the piece is one of a kind.",
    ),
  ],
  business: [
    hint(
      "Norādiet ražotāju, gadu un to, vai iekārta ir darba kārtībā; pievienojiet video darbībā.",
      "Укажите производителя, год и в рабочем ли состоянии оборудование; добавьте видео в работе.",
      "State the maker, the year and whether it is in working order; add a video of it running.",
    ),
    hint(
      "Uzrakstiet, vai cena ir ar PVN un vai izrakstāt rēķinu.",
      "Напишите, указана ли цена с НДС и выставляете ли счёт.",
      "Say whether the price includes VAT and whether you issue an invoice.",
    ),
  ],
  "production-equipment": [
    hint(
      "Norādiet jaudu, pieslēguma spriegumu un iekārtas izmērus.",
      "Укажите мощность, напряжение подключения и габариты оборудования.",
      "Give the power, the supply voltage and the machine's dimensions.",
    ),
  ],
  woodworking: [
    hint(
      "Norādiet jaudu, spriegumu (230 V vai 400 V) un apstrādes izmērus.",
      "Укажите мощность, напряжение (230 В или 400 В) и размеры обработки.",
      "Give the power, the voltage (230 V or 400 V) and the working dimensions.",
    ),
  ],
  "retail-equipment": [
    hint(
      "Norādiet izmērus un to, vai iekārtai ir sertifikāti ēdināšanas uzņēmumiem.",
      "Укажите размеры и есть ли у оборудования сертификаты для общепита.",
      "Give the dimensions and whether it is certified for catering use.",
    ),
  ],
  "office-equipment": [
    hint(
      "Norādiet daudzumu: biroji bieži pērk vairākus vienādus priekšmetus.",
      "Укажите количество: офисы часто покупают несколько одинаковых предметов.",
      "State how many you have: offices often buy several of the same.",
    ),
  ],
  "beauty-equipment": [
    hint(
      "Norādiet ražotāju, gadu un sertifikātus; medicīnas iekārtām arī apkopes vēsturi.",
      "Укажите производителя, год и сертификаты; для медоборудования и историю обслуживания.",
      "Give the maker, the year and the certificates; for medical devices, the service history too.",
    ),
  ],
  "business-for-sale": [
    hint(
      "Norādiet nozari, gada apgrozījumu un to, kas iekļauts darījumā (telpas, iekārtas, klienti).",
      "Укажите отрасль, годовой оборот и что входит в сделку (помещения, оборудование, клиенты).",
      "State the sector, the annual turnover and what the sale includes (premises, equipment, customers).",
    ),
  ],
  auctions: [
    hint(
      "Norādiet izsoles datumu, sākumcenu un to, kā pieteikties.",
      "Укажите дату аукциона, начальную цену и как подать заявку.",
      "Give the auction date, the starting price and how to register.",
    ),
  ],
  adult: [
    hint(
      "Sludinājumi šeit redzami tikai pilngadīgiem; nepublicējiet kailfoto un personas datus.",
      "Объявления здесь видны только совершеннолетним; не публикуйте откровенные фото и личные данные.",
      "Ads here are shown to adults only; do not post explicit photos or personal details.",
    ),
  ],
  dating: [
    hint(
      "Uzrakstiet par sevi un to, ko meklējat; sazinieties caur vietnes ziņām.",
      "Напишите о себе и о том, кого ищете; общайтесь через сообщения сайта.",
      "Write about yourself and who you are looking for; keep in touch through the site's messages.",
    ),
  ],
  "adult-goods": [
    hint(
      "Pārdodiet tikai jaunas preces neatvērtā iepakojumā.",
      "Продавайте только новые товары в невскрытой упаковке.",
      "Sell only new goods in unopened packaging.",
    ),
  ],
  misc: [
    hint(
      "Ja neatrodat piemērotu kategoriju, aprakstiet lietu tā, kā to meklētu pircējs.",
      "Если не нашли подходящую категорию, опишите вещь так, как её искал бы покупатель.",
      "If no category fits, describe the item the way a buyer would search for it.",
    ),
  ],
  giveaways: [
    hint(
      "Norādiet, līdz kuram datumam lieta jāizņem, un vai to var paņemt tikai pašiem.",
      "Укажите, до какой даты нужно забрать вещь и только ли самовывоз.",
      "Say by when the item must be collected and whether it is collection only.",
    ),
  ],
  charity: [
    hint(
      "Norādiet, kam palīdzība paredzēta, un pievienojiet organizācijas reģistrācijas numuru.",
      "Укажите, кому предназначена помощь, и добавьте регистрационный номер организации.",
      "Say who the help is for and add the organisation's registration number.",
    ),
  ],
  "lost-found": [
    hint(
      "Norādiet, kur un kad lieta pazaudēta vai atrasta; kādu pazīmi paturiet sev, lai pārbaudītu īpašnieku.",
      "Укажите, где и когда вещь потеряна или найдена; одну примету оставьте при себе для проверки владельца.",
      "Say where and when it was lost or found; keep one detail back to check the owner.",
    ),
  ],
  "other-goods": [
    hint(
      "Nosaukumā ierakstiet, kas tas ir, nevis «pārdodu»: pircēji meklē pēc lietas nosaukuma.",
      "В заголовке напишите, что это, а не «продам»: покупатели ищут по названию вещи.",
      "Name the item in the title rather than writing 'for sale': buyers search by what it is.",
    ),
  ],
  "where-to-buy": [
    hint(
      "Uzrakstiet, ko meklējat, un kādu cenu esat gatavs maksāt.",
      "Напишите, что ищете и какую цену готовы заплатить.",
      "Say what you are looking for and what you are prepared to pay.",
    ),
  ],
};
