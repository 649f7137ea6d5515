import type { StaticPage } from "../types.ts";

export const page: StaticPage = {
  lv: {
    title: "Lietošanas noteikumi",
    description:
      "Tirgus lietošanas un sludinājumu ievietošanas noteikumi: prasības sludinājumiem, aizliegtās preces, moderācija, maksas pakalpojumi un atbildība.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "Šie noteikumi ir vienošanās starp jums un SIA Tirgus (reģistrācijas Nr. 40203999999, Brīvības iela 100, Rīga, LV-1011) par tīmekļvietnes tirgus.lv un tās pakalpojumu lietošanu. Lietojot vietni, izveidojot kontu vai ievietojot sludinājumu, jūs apliecināt, ka esat iepazinušies ar noteikumiem un tiem piekrītat. Personas datu apstrādi apraksta privātuma politika, bet sīkdatņu izmantošanu – sīkdatņu lapa.",
      },
      { type: "h2", text: "1. Pakalpojums un konts" },
      {
        type: "ul",
        items: [
          "Tirgus ir sludinājumu vietne: mēs nodrošinām vietu, kur privātpersonas un uzņēmumi publicē sludinājumus, un rīkus saziņai. Mēs neesam darījumu puse, nepārdodam sludinājumos piedāvātās preces un negarantējam to kvalitāti, likumību vai darījuma izpildi.",
          "Kontu var izveidot persona, kas sasniegusi 18 gadu vecumu; nepilngadīgie kontu var lietot tikai ar vecāku vai aizbildņa piekrišanu. Kategorijas pieaugušajiem ir pieejamas tikai pēc tam, kad apliecināt, ka jums ir vismaz 18 gadi.",
          "Reģistrējoties norādiet patiesu e-pasta adresi un tālruņa numuru un uzturiet tos aktuālus. Paroli glabājiet noslēpumā: par darbībām, kas veiktas jūsu kontā, atbildat jūs.",
          "Komersanti, kas piedāvā preces vai pakalpojumus saimnieciskās darbības ietvaros, izmanto uzņēmuma kontu un norāda patiesus rekvizītus. Saskaņā ar Digitālo pakalpojumu aktu mēs varam tos pārbaudīt un, ja tie nav patiesi, apturēt konta darbību.",
          "Aizliegts veidot kontus, lai apietu bloķēšanu, automātiski vākt datus no vietnes bez mūsu rakstiskas atļaujas vai citādi traucēt tās darbību.",
        ],
      },
      { type: "h2", text: "2. Prasības sludinājumiem" },
      {
        type: "ul",
        items: [
          "Vienā sludinājumā – viena prece, pakalpojums vai īpašums. Vairākas preces drīkst apvienot tikai tad, ja tās pārdod kopā kā komplektu par vienu cenu.",
          "Aprakstam jābūt patiesam un pilnīgam: norādiet stāvokli, zināmos defektus un būtiskās īpašības. Cenai jābūt reālai un norādītai eiro; simboliskas cenas, lai sludinājums būtu augstāk sarakstā, nav atļautas.",
          "Fotogrāfijām jāattēlo tieši piedāvātā prece. Nedrīkst izmantot citu personu attēlus bez atļaujas, kā arī ražotāja vai interneta attēlus lietotām precēm; attēlos nedrīkst būt kontaktu, citu vietņu adrešu vai reklāmas.",
          "Izvēlieties kategoriju, kas atbilst sludinājuma saturam. Sludinājumu nepareizā kategorijā mēs varam pārvietot vai noraidīt.",
          "Vienu un to pašu sludinājumu nedrīkst publicēt atkārtoti vai vairākās kategorijās. Lai sludinājums būtu redzamāks, izmantojiet pagarināšanu vai maksas pakalpojumus.",
          "Norādiet tikai savus kontaktus. Sludinājumā nedrīkst būt aizskarošs saturs, trešo personu dati bez viņu piekrišanas vai saites uz krāpnieciskām vietnēm.",
        ],
      },
      {
        type: "p",
        text: "Sludinājuma termiņu – no vienas līdz četrām nedēļām – jūs izvēlaties publicēšanas brīdī. To var pagarināt par 7, 14 vai 21 dienu, taču kopējais sludinājuma darbības laiks nepārsniedz 365 dienas.",
      },
      { type: "h2", text: "3. Aizliegtās preces un pakalpojumi" },
      {
        type: "p",
        text: "Aizliegts piedāvāt preces un pakalpojumus, kuru aprite Latvijā ir aizliegta vai atļauta tikai licencētiem komersantiem, kā arī citus šeit minētos. Tostarp:",
      },
      {
        type: "ul",
        items: [
          "šaujamieroči, to būtiskās sastāvdaļas, munīcija un sprāgstvielas, kā arī citi ieroči, kuru apritei nepieciešama atļauja;",
          "narkotiskās, psihotropās un jaunās psihoaktīvās vielas;",
          "zāles, tostarp bezrecepšu zāles, – tās drīkst izplatīt tikai aptiekas;",
          "alkoholiskie dzērieni, tabakas izstrādājumi, elektroniskās smēķēšanas ierīces un to šķidrumi;",
          "zagtas, viltotas un kontrabandas preces, kā arī preces, kas pārkāpj preču zīmju vai autortiesības, tostarp „replikas” un nelegālas programmatūras vai filmu kopijas;",
          "personu apliecinoši dokumenti, diplomi, apliecības un to viltojumi, bankas konti, maksājumu kartes un personas datu bāzes;",
          "cilvēka orgāni, audi un asinis;",
          "aizsargājamo sugu dzīvnieki, augi un to izstrādājumi bez likumā noteiktajiem dokumentiem;",
          "pirotehniskie izstrādājumi;",
          "azartspēles un izlozes bez licences, finanšu piramīdas un „ātras peļņas” shēmas, kā arī patērētāju kreditēšana bez Patērētāju tiesību aizsardzības centra izsniegtas licences;",
          "seksuāli pakalpojumi un jebkāds saturs, kas saistīts ar nepilngadīgo seksuālu izmantošanu;",
          "saturs, kas aicina uz naidu vai vardarbību, kā arī darba piedāvājumi, kuros no darba meklētāja prasa samaksu;",
          "preces, kas atsauktas no tirgus kā bīstamas.",
        ],
      },
      {
        type: "p",
        text: "Saraksts nav pilnīgs. Jūs paši atbildat par to, lai jūsu piedāvājums atbilstu Latvijas un Eiropas Savienības tiesību aktiem.",
      },
      { type: "h2", text: "4. Dzīvnieki" },
      {
        type: "p",
        text: "Mājas (istabas) dzīvnieku pārdošanu un atdošanu regulē Dzīvnieku aizsardzības likums un Ministru kabineta noteikumi Nr. 315 „Mājas (istabas) dzīvnieka atsavināšanas noteikumi”. Sludinājumā par suni, kaķi vai mājas (istabas) sesku jānorāda dzīvnieka dzimšanas datums vai vecums, šķirne (tikai tad, ja ir ciltsraksti) vai norāde, ka dzīvnieks ir bezšķirnes, izcelsmes valsts, veselības stāvoklis un mikroshēmas numurs. Ja dzīvnieks vēl nav sasniedzis atsavināšanas vecumu, norāda datumu, no kura to varēs atsavināt, un mātes mikroshēmas numuru.",
      },
      {
        type: "p",
        text: "Atgādinājums par šīm prasībām redzams dzīvnieku kategorijās. Sludinājumus bez obligātajām ziņām mēs noņemam; savvaļas un aizsargājamo sugu dzīvniekus piedāvāt aizliegts.",
      },
      { type: "h2", text: "5. Moderācija, ziņojumi un bloķēšana" },
      {
        type: "ul",
        items: [
          "Sludinājumus pārbaudām automātiski un manuāli – pirms publicēšanas vai pēc tās. Mēs varam noraidīt, paslēpt vai dzēst sludinājumu, kas pārkāpj šos noteikumus vai likumu.",
          "Par nelikumīgu saturu ikviens var ziņot ar pogu „Ziņot” vai uz info@tirgus.lv, norādot sludinājuma saiti, iemeslu un savu kontaktinformāciju. Ziņojumus izskatām bez nepamatotas kavēšanās.",
          "Par nopietniem vai atkārtotiem pārkāpumiem, krāpšanu vai surogātpastu mēs varam uz laiku vai pavisam bloķēt kontu. Par lēmumu jūs informējam, norādot tā iemeslu, ja vien to neliedz likums.",
          "Lēmumu varat apstrīdēt sešu mēnešu laikā, rakstot uz atbalsts@tirgus.lv; sūdzību izskata mūsu darbinieks, nevis automātiska sistēma. Jums saglabājas tiesības vērsties sertificētā ārpustiesas strīdu risināšanas iestādē vai tiesā.",
          "Pēc kompetentu iestāžu rīkojuma mēs varam ierobežot piekļuvi saturam vai nodot informāciju tiesībaizsardzības iestādēm likumā noteiktajā kārtībā.",
        ],
      },
      { type: "h2", text: "6. Maksas pakalpojumi, kredīti un atmaksa" },
      {
        type: "ul",
        items: [
          "Maksas pakalpojumus apmaksā ar kredītiem, ko iegādājas makā: 100 kredīti = 1 EUR. Cenas ietver PVN un vienmēr ir redzamas pirms pasūtīšanas.",
          "Kredīti nav elektroniskā nauda: tos nevar izmaksāt skaidrā naudā, pārdot vai nodot citam lietotājam, un tos var izmantot tikai Tirgus pakalpojumiem.",
          "Pakalpojums sākas uzreiz pēc pasūtīšanas. Pasūtot jūs lūdzat to sākt nekavējoties un apliecināt, ka zināt: pēc pilnīgas izpildes atteikuma tiesības vairs nav izmantojamas.",
          "No neizlietotiem iegādātiem kredītiem varat atteikties 14 dienu laikā pēc iegādes, rakstot uz atbalsts@tirgus.lv; naudu atmaksājam 14 dienu laikā uz to pašu maksāšanas līdzekli. Slēdzot kontu, pēc pieprasījuma atmaksājam neizlietotos iegādātos kredītus arī pēc šī termiņa.",
          "Ja sludinājumu noņemam noteikumu pārkāpuma dēļ vai jūs to dzēšat paši, par tam pasūtītajiem pakalpojumiem nauda netiek atmaksāta. Ja pakalpojumu nevarējām sniegt mūsu vainas dēļ, kredītus atgriežam makā.",
          "Uzticama pārdevēja zīme maksā 300 kredītus un ir derīga trīs mēnešus. Ja apstiprinās, ka pārdevējs krāpjas vai nopietni pārkāpj noteikumus, zīmi atņemam bez atmaksas.",
          "Uzņēmumu abonēšanas paketēm piemēro atsevišķi noslēgtā līguma noteikumus.",
        ],
      },
      { type: "h2", text: "7. Atbildība" },
      {
        type: "ul",
        items: [
          "Par sludinājuma saturu, tā likumību un darījuma izpildi atbild sludinājuma ievietotājs un otra darījuma puse. Pirms samaksas pārbaudiet preci un pārdevēju.",
          "Mēs cenšamies nodrošināt vietnes nepārtrauktu darbību, taču tā var būt īslaicīgi nepieejama apkopes vai traucējumu dēļ. Par šādiem pārtraukumiem mēs neatbildam, ja vien tie nav radušies mūsu ļauna nolūka vai rupjas neuzmanības dēļ.",
          "Mūsu atbildība aprobežojas ar tiešajiem zaudējumiem, kas radušies mūsu vainas dēļ, un nepārsniedz summu, ko par maksas pakalpojumiem esat samaksājuši pēdējo 12 mēnešu laikā. Šis ierobežojums neattiecas uz gadījumiem, kad likums to neļauj, un neierobežo patērētāja tiesības.",
          "Ja jūsu sludinājums vai rīcība pārkāpj likumu vai trešo personu tiesības, jūs atlīdzināt mums zaudējumus, kas radušies šo personu prasību dēļ.",
        ],
      },
      { type: "h2", text: "8. Tiesības uz saturu" },
      {
        type: "p",
        text: "Tiesības uz sludinājuma tekstu un fotogrāfijām saglabājas jums. Publicējot sludinājumu, jūs piešķirat SIA Tirgus bezmaksas, neekskluzīvu licenci to rādīt vietnē un – ja esat pasūtījuši attiecīgo pakalpojumu – e-pasta ieteikumos un sociālajos tīklos, kā arī pielāgot attēlu izmērus. Licence beidzas, kad sludinājums tiek dzēsts, izņemot rezerves kopijas, kas tiek pārrakstītas 30 dienu laikā.",
      },
      { type: "h2", text: "9. Grozījumi, piemērojamās tiesības un strīdi" },
      {
        type: "ul",
        items: [
          "Noteikumus varam grozīt. Par būtiskām izmaiņām paziņojam vismaz 14 dienas iepriekš pa e-pastu vai vietnē. Ja nepiekrītat, varat dzēst kontu; turpinot lietot vietni, jūs piekrītat jaunajiem noteikumiem.",
          "Noteikumiem piemēro Latvijas Republikas tiesību aktus. Strīdus vispirms cenšamies atrisināt sarunās – rakstiet uz atbalsts@tirgus.lv.",
          "Patērētājs var vērsties Patērētāju tiesību aizsardzības centrā (www.ptac.gov.lv), kas ir arī digitālo pakalpojumu koordinators Latvijā, vai Latvijas Republikas tiesā.",
          "Noteikumi ir pieejami latviešu, krievu un angļu valodā; ja valodu versijas atšķiras, noteicošā ir latviešu valodas versija.",
        ],
      },
    ],
  },
  ru: {
    title: "Правила пользования",
    description:
      "Правила пользования Tirgus и подачи объявлений: требования к объявлениям, запрещённые товары, модерация, платные услуги и ответственность.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "Эти правила – соглашение между вами и SIA Tirgus (рег. номер 40203999999, Brīvības iela 100, Rīga, LV-1011) об использовании сайта tirgus.lv и его услуг. Пользуясь сайтом, создавая аккаунт или подавая объявление, вы подтверждаете, что ознакомились с правилами и согласны с ними. Обработку персональных данных описывает политика конфиденциальности, а использование файлов cookie – страница о cookie.",
      },
      { type: "h2", text: "1. Услуга и аккаунт" },
      {
        type: "ul",
        items: [
          "Tirgus – сайт объявлений: мы предоставляем место, где частные лица и компании публикуют объявления, и инструменты для общения. Мы не являемся стороной сделок, не продаём предлагаемые товары и не гарантируем их качество, законность или исполнение сделки.",
          "Создать аккаунт может лицо, достигшее 18 лет; несовершеннолетние могут пользоваться аккаунтом только с согласия родителей или опекуна. Рубрики для взрослых открываются только после подтверждения, что вам исполнилось 18 лет.",
          "При регистрации указывайте настоящий e-mail и номер телефона и поддерживайте их в актуальном состоянии. Храните пароль в тайне: за действия в вашем аккаунте отвечаете вы.",
          "Предприниматели, которые предлагают товары или услуги в рамках хозяйственной деятельности, пользуются аккаунтом компании и указывают достоверные реквизиты. Согласно Акту о цифровых услугах мы можем их проверить и, если они недостоверны, приостановить аккаунт.",
          "Запрещено создавать аккаунты, чтобы обойти блокировку, автоматически собирать данные с сайта без нашего письменного разрешения или иным образом мешать его работе.",
        ],
      },
      { type: "h2", text: "2. Требования к объявлениям" },
      {
        type: "ul",
        items: [
          "Одно объявление – один товар, одна услуга или один объект. Несколько вещей можно объединить, только если они продаются вместе, комплектом за одну цену.",
          "Описание должно быть правдивым и полным: укажите состояние, известные дефекты и существенные характеристики. Цена должна быть реальной и указанной в евро; символические цены ради более высокого места в списке не допускаются.",
          "На фотографиях должен быть именно предлагаемый товар. Нельзя использовать чужие снимки без разрешения, а для подержанных вещей – фото производителя или из интернета; на снимках не должно быть контактов, адресов других сайтов или рекламы.",
          "Выбирайте рубрику, соответствующую содержанию объявления. Объявление в неверной рубрике мы можем перенести или отклонить.",
          "Одно и то же объявление нельзя публиковать повторно или в нескольких рубриках. Чтобы объявление было заметнее, используйте продление или платные услуги.",
          "Указывайте только свои контакты. В объявлении не должно быть оскорбительного содержания, данных третьих лиц без их согласия или ссылок на мошеннические сайты.",
        ],
      },
      {
        type: "p",
        text: "Срок объявления – от одной до четырёх недель – вы выбираете при публикации. Его можно продлить на 7, 14 или 21 день, но общий срок действия объявления не превышает 365 дней.",
      },
      { type: "h2", text: "3. Запрещённые товары и услуги" },
      {
        type: "p",
        text: "Запрещено предлагать товары и услуги, оборот которых в Латвии запрещён или разрешён только лицензированным предприятиям, а также другие перечисленные здесь. В том числе:",
      },
      {
        type: "ul",
        items: [
          "огнестрельное оружие, его основные части, боеприпасы и взрывчатые вещества, а также другое оружие, для оборота которого нужно разрешение;",
          "наркотические, психотропные и новые психоактивные вещества;",
          "лекарства, в том числе безрецептурные, – их могут распространять только аптеки;",
          "алкогольные напитки, табачные изделия, электронные сигареты и жидкости для них;",
          "краденые, поддельные и контрабандные товары, а также товары, нарушающие права на товарные знаки или авторские права, включая «реплики» и нелегальные копии программ или фильмов;",
          "документы, удостоверяющие личность, дипломы, удостоверения и их подделки, банковские счета, платёжные карты и базы персональных данных;",
          "органы, ткани и кровь человека;",
          "животные и растения охраняемых видов и изделия из них без предусмотренных законом документов;",
          "пиротехнические изделия;",
          "азартные игры и лотереи без лицензии, финансовые пирамиды и схемы «быстрого заработка», а также потребительское кредитование без лицензии Центра защиты прав потребителей;",
          "сексуальные услуги и любые материалы, связанные с сексуальной эксплуатацией несовершеннолетних;",
          "материалы, призывающие к ненависти или насилию, а также предложения работы, за которые с соискателя требуют деньги;",
          "товары, отозванные с рынка как опасные.",
        ],
      },
      {
        type: "p",
        text: "Перечень не исчерпывающий. Вы сами отвечаете за то, чтобы ваше предложение соответствовало законодательству Латвии и Европейского союза.",
      },
      { type: "h2", text: "4. Животные" },
      {
        type: "p",
        text: "Продажу и передачу домашних (комнатных) животных регулируют Закон о защите животных и правила Кабинета министров № 315 «Правила отчуждения домашних (комнатных) животных». В объявлении о собаке, кошке или домашнем хорьке нужно указать дату рождения или возраст животного, породу (только при наличии родословной) или отметку, что животное беспородное, страну происхождения, состояние здоровья и номер микрочипа. Если животное ещё не достигло возраста, с которого его можно передавать, указывают дату, с которой это станет возможно, и номер микрочипа матери.",
      },
      {
        type: "p",
        text: "Напоминание об этих требованиях показывается в рубриках с животными. Объявления без обязательных сведений мы снимаем; предлагать диких животных и животных охраняемых видов запрещено.",
      },
      { type: "h2", text: "5. Модерация, жалобы и блокировка" },
      {
        type: "ul",
        items: [
          "Мы проверяем объявления автоматически и вручную – до или после публикации. Мы можем отклонить, скрыть или удалить объявление, нарушающее эти правила или закон.",
          "О незаконном содержании любой может сообщить кнопкой «Пожаловаться» или на info@tirgus.lv, указав ссылку на объявление, причину и свои контакты. Мы рассматриваем сообщения без неоправданной задержки.",
          "За серьёзные или повторные нарушения, мошенничество или спам мы можем временно или навсегда заблокировать аккаунт. О решении мы сообщаем с указанием причины, если это не запрещено законом.",
          "Решение можно обжаловать в течение шести месяцев, написав на atbalsts@tirgus.lv; жалобу рассматривает наш сотрудник, а не автоматическая система. За вами сохраняется право обратиться в сертифицированный орган внесудебного урегулирования споров или в суд.",
          "По распоряжению компетентных учреждений мы можем ограничить доступ к содержанию или передать сведения правоохранительным органам в установленном законом порядке.",
        ],
      },
      { type: "h2", text: "6. Платные услуги, кредиты и возврат денег" },
      {
        type: "ul",
        items: [
          "Платные услуги оплачиваются кредитами, которые покупают в кошельке: 100 кредитов = 1 EUR. Цены включают НДС и всегда видны до заказа.",
          "Кредиты не являются электронными деньгами: их нельзя обналичить, продать или передать другому пользователю, и их можно тратить только на услуги Tirgus.",
          "Услуга начинается сразу после заказа. Заказывая её, вы просите начать немедленно и подтверждаете, что знаете: после полного оказания услуги право на отказ от договора больше не действует.",
          "От неиспользованных купленных кредитов можно отказаться в течение 14 дней после покупки, написав на atbalsts@tirgus.lv; деньги мы возвращаем в течение 14 дней тем же способом оплаты. При закрытии аккаунта по запросу возвращаем и неиспользованные купленные кредиты после этого срока.",
          "Если мы сняли объявление за нарушение правил или вы удалили его сами, деньги за заказанные для него услуги не возвращаются. Если услугу не удалось оказать по нашей вине, кредиты возвращаются в кошелёк.",
          "Знак надёжного продавца стоит 300 кредитов и действует три месяца. Если подтвердится, что продавец обманывает покупателей или серьёзно нарушает правила, знак снимается без возврата денег.",
          "К пакетам подписки для компаний применяются условия отдельно заключённого договора.",
        ],
      },
      { type: "h2", text: "7. Ответственность" },
      {
        type: "ul",
        items: [
          "За содержание объявления, его законность и исполнение сделки отвечают автор объявления и другая сторона сделки. Перед оплатой проверьте товар и продавца.",
          "Мы стремимся обеспечить бесперебойную работу сайта, но он может быть временно недоступен из-за обслуживания или сбоев. За такие перерывы мы не отвечаем, если они не вызваны нашим умыслом или грубой неосторожностью.",
          "Наша ответственность ограничена прямыми убытками, возникшими по нашей вине, и не превышает суммы, уплаченной вами за платные услуги за последние 12 месяцев. Это ограничение не применяется, если закон его не допускает, и не ограничивает права потребителя.",
          "Если ваше объявление или действия нарушают закон или права третьих лиц, вы возмещаете нам убытки, возникшие из-за требований этих лиц.",
        ],
      },
      { type: "h2", text: "8. Права на содержание" },
      {
        type: "p",
        text: "Права на текст и фотографии объявления остаются за вами. Публикуя объявление, вы предоставляете SIA Tirgus бесплатную неисключительную лицензию показывать его на сайте и – если вы заказали соответствующую услугу – в рассылках и социальных сетях, а также менять размер изображений. Лицензия прекращается, когда объявление удалено, за исключением резервных копий, которые перезаписываются в течение 30 дней.",
      },
      { type: "h2", text: "9. Изменения, применимое право и споры" },
      {
        type: "ul",
        items: [
          "Мы можем изменять правила. О существенных изменениях сообщаем не менее чем за 14 дней по e-mail или на сайте. Если вы не согласны, вы можете удалить аккаунт; продолжая пользоваться сайтом, вы принимаете новые правила.",
          "К правилам применяется законодательство Латвийской Республики. Споры мы сначала стараемся решить путём переговоров – пишите на atbalsts@tirgus.lv.",
          "Потребитель может обратиться в Центр защиты прав потребителей (www.ptac.gov.lv), который также является координатором цифровых услуг в Латвии, или в суд Латвийской Республики.",
          "Правила доступны на латышском, русском и английском языках; если версии расходятся, определяющей является версия на латышском языке.",
        ],
      },
    ],
  },
  en: {
    title: "Terms and rules",
    description:
      "Terms of use of Tirgus and rules for posting ads: what an ad must contain, prohibited goods, moderation, paid extras, refunds and liability.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "These terms are an agreement between you and SIA Tirgus (registration No. 40203999999, Brīvības iela 100, Rīga, LV-1011) on the use of the tirgus.lv website and its services. By using the site, creating an account or posting an ad, you confirm that you have read and accept these terms. How we process personal data is described in the privacy policy, and how we use cookies on the cookies page.",
      },
      { type: "h2", text: "1. The service and your account" },
      {
        type: "ul",
        items: [
          "Tirgus is a classifieds site where private individuals and companies publish ads and talk to each other. We are not a party to any deal, we do not sell the items on offer and we do not guarantee their quality, legality or that a deal will be honoured.",
          "You must be 18 or older to create an account; minors may use an account only with the consent of a parent or guardian. Adult categories open only after you confirm that you are at least 18.",
          "Give a real e-mail address and phone number when you register and keep them up to date. Keep your password secret: you are responsible for what happens in your account.",
          "Traders offering goods or services in the course of business must use a company account and give accurate company details. Under the Digital Services Act we may verify them and suspend the account if they are not accurate.",
          "You may not create accounts to get around a block, scrape the site without our written permission or otherwise interfere with how it works.",
        ],
      },
      { type: "h2", text: "2. What an ad must be" },
      {
        type: "ul",
        items: [
          "One ad is for one item, service or property. Several items may be combined only if they are sold together as a set for one price.",
          "The description must be true and complete: state the condition, known defects and key features. The price must be real and in euro; token prices used to rank higher in the list are not allowed.",
          "Photos must show the actual item on offer. Do not use other people's pictures without permission, or manufacturer or stock images for used goods; photos must not contain contact details, other websites or advertising.",
          "Choose the category that matches what you are offering. We may move or reject an ad placed in the wrong category.",
          "Do not post the same ad more than once or in several categories. To make an ad more visible, extend it or use paid extras.",
          "Give only your own contact details. An ad must not contain offensive content, other people's data without their consent or links to fraudulent sites.",
        ],
      },
      {
        type: "p",
        text: "You choose the ad period – one to four weeks – when you publish. It can be extended by 7, 14 or 21 days, but an ad is never active for more than 365 days in total.",
      },
      { type: "h2", text: "3. Prohibited goods and services" },
      {
        type: "p",
        text: "You may not offer goods or services that are banned in Latvia or that only licensed businesses may trade in, nor anything else listed here. This includes:",
      },
      {
        type: "ul",
        items: [
          "firearms, their essential parts, ammunition and explosives, and other weapons that require a permit;",
          "narcotic, psychotropic and new psychoactive substances;",
          "medicines, including over-the-counter ones – only pharmacies may supply them;",
          "alcoholic drinks, tobacco products, e-cigarettes and e-liquids;",
          "stolen, counterfeit and smuggled goods, and goods that infringe trade marks or copyright, including “replicas” and pirated copies of software or films;",
          "identity documents, diplomas, certificates and forgeries of them, bank accounts, payment cards and databases of personal data;",
          "human organs, tissue and blood;",
          "protected species of animals and plants and products made from them without the documents required by law;",
          "fireworks and other pyrotechnic articles;",
          "unlicensed gambling and lotteries, pyramid and “get rich quick” schemes, and consumer lending without a licence from the Consumer Rights Protection Centre;",
          "sexual services and any material connected with the sexual exploitation of minors;",
          "content inciting hatred or violence, and job offers that ask the applicant for money;",
          "goods recalled from the market as dangerous.",
        ],
      },
      {
        type: "p",
        text: "This list is not exhaustive. You are responsible for making sure that what you offer complies with Latvian and European Union law.",
      },
      { type: "h2", text: "4. Animals" },
      {
        type: "p",
        text: "Selling and giving away pets is governed by the Animal Protection Law and Cabinet Regulation No. 315 on the transfer of pets. An ad for a dog, cat or pet ferret must state the animal's date of birth or age, its breed (only if it has a pedigree) or that it is a mixed breed, its country of origin, its state of health and its microchip number. If the animal is not yet old enough to be transferred, give the date from which it can be, and the mother's microchip number.",
      },
      {
        type: "p",
        text: "A reminder of these requirements is shown in the animal categories. We remove ads that lack the required information; offering wild animals or protected species is prohibited.",
      },
      { type: "h2", text: "5. Moderation, reports and blocking" },
      {
        type: "ul",
        items: [
          "We check ads automatically and by hand, before or after publication. We may reject, hide or delete an ad that breaks these terms or the law.",
          "Anyone can report illegal content with the “Report” button or to info@tirgus.lv, giving the link to the ad, the reason and their contact details. We handle reports without undue delay.",
          "For serious or repeated breaches, fraud or spam we may block an account temporarily or permanently. We tell you about the decision and the reason for it, unless the law forbids it.",
          "You can challenge a decision within six months by writing to atbalsts@tirgus.lv; a member of our staff, not an automated system, reviews the complaint. You also keep the right to turn to a certified out-of-court dispute settlement body or a court.",
          "On the order of a competent authority we may restrict access to content or pass information to law enforcement as provided by law.",
        ],
      },
      { type: "h2", text: "6. Paid extras, credits and refunds" },
      {
        type: "ul",
        items: [
          "Paid extras are paid for with credits bought in your wallet: 100 credits = 1 EUR. Prices include VAT and are always shown before you order.",
          "Credits are not electronic money: they cannot be cashed out, sold or transferred to another user, and can only be spent on Tirgus services.",
          "An extra starts as soon as you order it. By ordering, you ask us to start right away and acknowledge that once the service has been fully provided, the right of withdrawal no longer applies.",
          "You can withdraw from unused purchased credits within 14 days of buying them by writing to atbalsts@tirgus.lv; we refund the money within 14 days to the same payment method. When you close your account, we also refund unused purchased credits after that period on request.",
          "If we remove an ad for breaking the rules, or you delete it yourself, extras ordered for it are not refunded. If we could not provide an extra through our own fault, we return the credits to your wallet.",
          "The trusted seller badge costs 300 credits and is valid for three months. If it is confirmed that a seller is cheating buyers or seriously breaking the rules, we withdraw the badge without a refund.",
          "Company subscription packages are governed by their own contract.",
        ],
      },
      { type: "h2", text: "7. Liability" },
      {
        type: "ul",
        items: [
          "The person who posted the ad and the other party to the deal are responsible for the ad's content, its legality and performing the deal. Check the item and the seller before you pay.",
          "We aim to keep the site running, but it may be briefly unavailable for maintenance or because of faults. We are not liable for such interruptions unless they are caused by our intent or gross negligence.",
          "Our liability is limited to direct loss caused by our fault and does not exceed what you have paid for paid extras in the last 12 months. This limit does not apply where the law does not allow it and does not restrict your rights as a consumer.",
          "If your ad or conduct breaks the law or infringes the rights of others, you will compensate us for losses arising from their claims.",
        ],
      },
      { type: "h2", text: "8. Rights in your content" },
      {
        type: "p",
        text: "You keep the rights in the text and photos of your ad. By publishing it, you grant SIA Tirgus a free, non-exclusive licence to show it on the site and – if you have ordered the relevant extra – in e-mails and on social media, and to resize the images. The licence ends when the ad is deleted, except for backups, which are overwritten within 30 days.",
      },
      { type: "h2", text: "9. Changes, governing law and disputes" },
      {
        type: "ul",
        items: [
          "We may change these terms. We announce significant changes at least 14 days in advance by e-mail or on the site. If you do not agree, you can delete your account; by continuing to use the site you accept the new terms.",
          "These terms are governed by the law of the Republic of Latvia. We first try to settle disputes by talking – write to atbalsts@tirgus.lv.",
          "Consumers can turn to the Consumer Rights Protection Centre (www.ptac.gov.lv), which is also the Digital Services Coordinator in Latvia, or to a court of the Republic of Latvia.",
          "The terms are available in Latvian, Russian and English; if the versions differ, the Latvian version prevails.",
        ],
      },
    ],
  },
};
