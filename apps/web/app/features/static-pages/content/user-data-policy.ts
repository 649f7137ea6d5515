import type { StaticPage } from "../types.ts";

export const page: StaticPage = {
  lv: {
    title: "Privātuma politika",
    description:
      "Kā SIA Tirgus apstrādā personas datus: kādus datus vācam un kāpēc, tiesiskie pamati, glabāšanas termiņi, apstrādātāji un jūsu tiesības.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "Šajā politikā skaidrojam, kā SIA Tirgus apstrādā jūsu personas datus, kad lietojat tirgus.lv – pārlūkojat un meklējat sludinājumus, saglabājat favorītus, ievietojat sludinājumus, sarakstāties vai pērkat maksas pakalpojumus. Datus apstrādājam saskaņā ar Vispārīgo datu aizsardzības regulu (ES) 2016/679 (VDAR) un Fizisko personu datu apstrādes likumu.",
      },
      { type: "h2", text: "1. Pārzinis" },
      {
        type: "p",
        text: "Personas datu pārzinis ir SIA Tirgus, reģistrācijas Nr. 40203999999, juridiskā adrese: Brīvības iela 100, Rīga, LV-1011. Jautājumos par personas datiem un savu tiesību īstenošanu rakstiet uz privatums@tirgus.lv vai pa pastu uz norādīto adresi.",
      },
      { type: "h2", text: "2. Kādus datus apstrādājam un kāpēc" },
      {
        type: "ul",
        items: [
          "Konta dati – e-pasta adrese, vārds, tālruņa numurs, paroles jaucējvērtība (pašu paroli mēs nezinām) un valodas izvēle. Tie vajadzīgi, lai izveidotu un uzturētu kontu, ļautu jums pieslēgties un sazinātos ar jums par pakalpojumu.",
          "Sludinājumu dati – teksts, fotogrāfijas, cena, atrašanās vieta un kontakti, ko izvēlaties publicēt. Tos rādām visiem vietnes apmeklētājiem, jo tas ir sludinājuma mērķis.",
          "Ziņas – sarakstes saturs, pielikumi un laiks. Tās glabājam, lai nogādātu adresātam, un automātiski pārbaudām, lai atklātu krāpniecību un surogātpastu.",
          "Uzņēmuma konta dati – nosaukums, reģistrācijas un PVN numurs, adrese, kā arī konta dalībnieku vārdi un e-pasta adreses. Tie vajadzīgi uzņēmuma kontam un komersanta identificēšanai, ko prasa Digitālo pakalpojumu akts.",
          "Maksājumu dati – kredītu iegādes un izlietojuma vēsture, summas, laiks un rēķinu rekvizīti. Kartes datus apstrādā maksājumu pakalpojumu sniedzējs; mēs redzam tikai kartes veidu un pēdējos četrus ciparus.",
          "Tehniskie dati – IP adrese, pārlūka un ierīces informācija, pieprasījumu laiks un kļūdu ieraksti. Tos izmantojam, lai vietne darbotos droši, atklātu uzbrukumus un krāpniecību un labotu kļūdas.",
          "Lietošanas dati – favorīti, salīdzināšanas saraksts, saglabātie meklējumi un apskatītie sludinājumi, lai šīs funkcijas darbotos. Bez konta favorīti ir piesaistīti tikai anonīmam identifikatoram jūsu pārlūkā.",
          "Saziņa ar atbalstu – jūsu vēstules un mūsu atbildes, lai atrisinātu jautājumu un vajadzības gadījumā pierādītu, kā tas tika risināts.",
          "Ziņojumi un moderācijas lēmumi – ziņojumi par pārkāpumiem, pieņemtie lēmumi un to pamatojums.",
          "Ieteikumu vēstules – ja esat piekrituši, sūtām e-pastus ar sludinājumiem, kas varētu jūs interesēt.",
        ],
      },
      {
        type: "p",
        text: "Mēs nepārdodam personas datus un neveidojam reklāmas profilus. Īpašu kategoriju datus, piemēram, par veselību, neapstrādājam, ja vien jūs paši tos neiekļaujat sludinājumā vai ziņā – lūdzam to nedarīt.",
      },
      { type: "h2", text: "3. Tiesiskie pamati" },
      {
        type: "ul",
        items: [
          "Līguma izpilde (VDAR 6. panta 1. punkta „b” apakšpunkts) – konts, sludinājumi, ziņas, favorīti, saglabātie meklējumi un maksas pakalpojumi.",
          "Juridiska pienākuma izpilde („c” apakšpunkts) – grāmatvedības un nodokļu uzskaite, atbildes uz iestāžu pieprasījumiem un Digitālo pakalpojumu akta prasības, piemēram, komersantu identificēšana un paziņojumi par moderācijas lēmumiem.",
          "Leģitīmās intereses („f” apakšpunkts) – vietnes drošība, krāpniecības un surogātpasta novēršana, bloķētu lietotāju atkārtotas reģistrācijas novēršana, pakalpojuma uzlabošana, izmantojot apkopotus datus, un mūsu tiesību aizsardzība strīdos. Mēs izvērtējam, lai šīs intereses nepārsniegtu jūsu tiesības.",
          "Piekrišana („a” apakšpunkts) – ieteikumu vēstules un citas neobligātas funkcijas, par kurām jums jautājam atsevišķi. Piekrišanu varat atsaukt jebkurā brīdī, piemēram, ar saiti katras vēstules beigās.",
        ],
      },
      { type: "h2", text: "4. Kas var piekļūt jūsu datiem" },
      {
        type: "p",
        text: "Sludinājuma saturs un tajā norādītie kontakti ir publiski. Ja izvēlaties publicēšanu bez kontaktiem, tālrunis un e-pasts netiek rādīti. Sarakstes otra puse redz jūsu vārdu un ziņas. Pārējos datus apstrādā tikai tie mūsu darbinieki, kuriem tie nepieciešami darbam, un apstrādātāji, ar kuriem esam noslēguši VDAR 28. pantam atbilstošus līgumus:",
      },
      {
        type: "ul",
        items: [
          "hostinga pakalpojumu sniedzējs – serveri un rezerves kopijas Eiropas Savienības datu centros;",
          "e-pasta pakalpojumu sniedzējs – paziņojumu, paroles atjaunošanas un ieteikumu vēstuļu nosūtīšana;",
          "īsziņu pakalpojumu sniedzējs – tālruņa numura apstiprināšanas kodi un paziņojumi;",
          "karšu maksājumu pakalpojumu sniedzējs – licencēta maksājumu iestāde, kas apstrādā karšu maksājumus atbilstoši PCI DSS standartam.",
        ],
      },
      {
        type: "p",
        text: "Aktuālo apstrādātāju sarakstu nosūtīsim pēc pieprasījuma. Datus glabājam Eiropas Savienībā un Eiropas Ekonomikas zonā; nodošanu ārpus tās pieļautu tikai ar Eiropas Komisijas lēmumu par pietiekamu aizsardzības līmeni vai standarta līguma klauzulām. Valsts iestādēm, piemēram, Valsts policijai, Valsts ieņēmumu dienestam vai tiesai, datus izpaužam tikai tad, ja to prasa likums.",
      },
      { type: "h2", text: "5. Cik ilgi glabājam datus" },
      {
        type: "ul",
        items: [
          "Konta dati – kamēr konts pastāv; pēc konta dzēšanas tos izdzēšam 30 dienu laikā.",
          "Sludinājumi – kamēr tie ir aktīvi vai saglabāti jūsu kontā; dzēstos sludinājumus izdzēšam 30 dienu laikā.",
          "Ziņas – kamēr sarakste ir pieejama vismaz vienam tās dalībniekam; ja sarakste saistīta ar ziņojumu par krāpšanu – līdz izskatīšanas beigām un pēc tam ne ilgāk kā vienu gadu.",
          "Maksājumu un rēķinu dati – piecus gadus, kā to prasa Grāmatvedības likums.",
          "Serveru žurnāli – 90 dienas.",
          "Moderācijas lēmumi un bloķēšanas ieraksti – līdz trim gadiem, lai novērstu atkārtotus pārkāpumus.",
          "Sarakste ar atbalstu – divus gadus pēc jautājuma atrisināšanas.",
          "Dati, ko apstrādājam ar jūsu piekrišanu, – līdz piekrišanas atsaukšanai.",
        ],
      },
      {
        type: "p",
        text: "Rezerves kopijas tiek pārrakstītas 30 dienu laikā. Ja dati nepieciešami strīda vai izmeklēšanas dēļ, tos glabājam līdz tā beigām.",
      },
      { type: "h2", text: "6. Jūsu tiesības" },
      {
        type: "ul",
        items: [
          "Piekļūt saviem datiem un saņemt to kopiju.",
          "Labot neprecīzus datus – lielāko daļu varat labot paši konta iestatījumos.",
          "Pieprasīt datu dzēšanu, ja tie vairs nav vajadzīgi vai apstrāde nav likumīga.",
          "Ierobežot apstrādi, piemēram, kamēr tiek pārbaudīta datu precizitāte.",
          "Saņemt datus, ko esat mums snieguši, mašīnlasāmā formātā un nodot tos citam pārzinim.",
          "Iebilst pret apstrādi, kuras pamatā ir mūsu leģitīmās intereses.",
          "Jebkurā brīdī atsaukt piekrišanu, neietekmējot iepriekšējās apstrādes likumību.",
        ],
      },
      {
        type: "p",
        text: "Pieprasījumus sūtiet uz privatums@tirgus.lv no e-pasta adreses, kas piesaistīta kontam, vai citādi apliecinot savu identitāti. Atbildam viena mēneša laikā; sarežģītos gadījumos termiņu varam pagarināt vēl par diviem mēnešiem, par to jūs informējot. Lēmumus ar juridiskām sekām nepieņemam tikai automatizēti: lēmumu par konta bloķēšanu vienmēr pārbauda darbinieks.",
      },
      { type: "h2", text: "7. Sūdzības Datu valsts inspekcijā" },
      {
        type: "p",
        text: "Ja uzskatāt, ka jūsu datus apstrādājam nelikumīgi, lūdzam vispirms rakstīt mums – bieži jautājumu var atrisināt ātri. Jums vienmēr ir tiesības iesniegt sūdzību uzraudzības iestādei – Datu valsts inspekcijai (Elijas iela 17, Rīga, LV-1050, pasts@dvi.gov.lv, www.dvi.gov.lv) – vai tās ES dalībvalsts datu aizsardzības iestādei, kurā dzīvojat vai strādājat.",
      },
      { type: "h2", text: "8. Drošība" },
      {
        type: "p",
        text: "Savienojums ar vietni ir šifrēts, paroles glabājam tikai kā jaucējvērtības, piekļuve datiem ir tikai darbiniekiem, kuriem tā nepieciešama, un šī piekļuve tiek reģistrēta. Ja notiks personas datu aizsardzības pārkāpums, 72 stundu laikā ziņosim Datu valsts inspekcijai un, ja pastāv augsts risks jūsu tiesībām, informēsim arī jūs.",
      },
      { type: "h2", text: "9. Sīkdatnes" },
      {
        type: "p",
        text: "Vietne izmanto tikai pašas vietnes sīkdatnes, kas vajadzīgas tās darbībai un jūsu izvēļu saglabāšanai; trešo pušu reklāmas sīkdatnes neizmantojam. Sarakstu un skaidrojumu atradīsiet sīkdatņu lapā.",
      },
      { type: "h2", text: "10. Bērni un izmaiņas" },
      {
        type: "p",
        text: "Vietne nav paredzēta bērniem līdz 13 gadu vecumam, un mēs apzināti nevācam viņu datus. Politiku varam atjaunināt: datums lapas augšā rāda pēdējo izmaiņu dienu, bet par būtiskām izmaiņām paziņosim pa e-pastu vai vietnē.",
      },
    ],
  },
  ru: {
    title: "Политика конфиденциальности",
    description:
      "Как SIA Tirgus обрабатывает персональные данные: какие данные и зачем, правовые основания, сроки хранения, обработчики и ваши права.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "В этой политике мы объясняем, как SIA Tirgus обрабатывает ваши персональные данные, когда вы пользуетесь tirgus.lv – просматриваете и ищете объявления, сохраняете избранное, подаёте объявления, переписываетесь или покупаете платные услуги. Мы обрабатываем данные в соответствии с Общим регламентом по защите данных (ЕС) 2016/679 (GDPR) и латвийским Законом об обработке персональных данных физических лиц.",
      },
      { type: "h2", text: "1. Контролёр данных" },
      {
        type: "p",
        text: "Контролёр персональных данных – SIA Tirgus, регистрационный номер 40203999999, юридический адрес: Brīvības iela 100, Rīga, LV-1011. По вопросам о персональных данных и осуществлении своих прав пишите на privatums@tirgus.lv или по почте на указанный адрес.",
      },
      { type: "h2", text: "2. Какие данные мы обрабатываем и зачем" },
      {
        type: "ul",
        items: [
          "Данные аккаунта – e-mail, имя, номер телефона, хеш пароля (сам пароль нам неизвестен) и выбранный язык. Они нужны, чтобы создать и вести аккаунт, позволить вам входить в него и связываться с вами по поводу услуги.",
          "Данные объявлений – текст, фотографии, цена, местоположение и контакты, которые вы решили опубликовать. Их видят все посетители сайта, ведь в этом и состоит цель объявления.",
          "Сообщения – содержание переписки, вложения и время. Мы храним их, чтобы доставить адресату, и автоматически проверяем, чтобы выявлять мошенничество и спам.",
          "Данные аккаунта компании – название, регистрационный номер и номер НДС, адрес, а также имена и e-mail участников аккаунта. Они нужны для аккаунта компании и идентификации предпринимателя, которой требует Акт о цифровых услугах.",
          "Платёжные данные – история покупки и использования кредитов, суммы, время и реквизиты счетов. Данные карты обрабатывает поставщик платёжных услуг; мы видим только тип карты и последние четыре цифры.",
          "Технические данные – IP-адрес, сведения о браузере и устройстве, время запросов и записи об ошибках. Мы используем их для безопасной работы сайта, выявления атак и мошенничества и исправления ошибок.",
          "Данные об использовании – избранное, список сравнения, сохранённые поиски и просмотренные объявления, чтобы эти функции работали. Без аккаунта избранное привязано только к анонимному идентификатору в вашем браузере.",
          "Обращения в поддержку – ваши письма и наши ответы, чтобы решить вопрос и при необходимости подтвердить, как он был решён.",
          "Жалобы и решения модерации – сообщения о нарушениях, принятые решения и их обоснование.",
          "Рассылка рекомендаций – если вы дали согласие, мы присылаем письма с объявлениями, которые могут вас заинтересовать.",
        ],
      },
      {
        type: "p",
        text: "Мы не продаём персональные данные и не создаём рекламные профили. Данные особых категорий, например о здоровье, мы не обрабатываем, если только вы сами не включили их в объявление или сообщение, – просим этого не делать.",
      },
      { type: "h2", text: "3. Правовые основания" },
      {
        type: "ul",
        items: [
          "Исполнение договора (ст. 6(1)(b) GDPR) – аккаунт, объявления, сообщения, избранное, сохранённые поиски и платные услуги.",
          "Исполнение юридической обязанности (ст. 6(1)(c)) – бухгалтерский и налоговый учёт, ответы на запросы учреждений и требования Акта о цифровых услугах, например идентификация предпринимателей и уведомления о решениях модерации.",
          "Законные интересы (ст. 6(1)(f)) – безопасность сайта, предотвращение мошенничества и спама, предотвращение повторной регистрации заблокированных пользователей, улучшение сервиса на основе обобщённых данных и защита наших прав в спорах. Мы оцениваем, чтобы эти интересы не перевешивали ваши права.",
          "Согласие (ст. 6(1)(a)) – рассылка рекомендаций и другие необязательные функции, о которых мы спрашиваем отдельно. Согласие можно отозвать в любой момент, например по ссылке в конце каждого письма.",
        ],
      },
      { type: "h2", text: "4. Кто имеет доступ к вашим данным" },
      {
        type: "p",
        text: "Содержание объявления и указанные в нём контакты публичны. Если вы выбрали публикацию без контактов, телефон и e-mail не показываются. Собеседник в переписке видит ваше имя и сообщения. Остальные данные обрабатывают только те наши сотрудники, которым они нужны для работы, и обработчики, с которыми заключены договоры согласно статье 28 GDPR:",
      },
      {
        type: "ul",
        items: [
          "хостинг-провайдер – серверы и резервные копии в дата-центрах Европейского союза;",
          "поставщик услуг e-mail – отправка уведомлений, писем для восстановления пароля и рекомендаций;",
          "поставщик SMS-услуг – коды подтверждения номера телефона и уведомления;",
          "поставщик платёжных услуг – лицензированное платёжное учреждение, которое обрабатывает платежи картой по стандарту PCI DSS.",
        ],
      },
      {
        type: "p",
        text: "Актуальный список обработчиков пришлём по запросу. Мы храним данные в Европейском союзе и Европейской экономической зоне; передачу за её пределы допустили бы только на основании решения Еврокомиссии о достаточном уровне защиты или стандартных договорных положений. Государственным учреждениям, например Государственной полиции, Службе государственных доходов или суду, мы раскрываем данные только тогда, когда этого требует закон.",
      },
      { type: "h2", text: "5. Сколько мы храним данные" },
      {
        type: "ul",
        items: [
          "Данные аккаунта – пока существует аккаунт; после его удаления стираем их в течение 30 дней.",
          "Объявления – пока они активны или сохранены в вашем аккаунте; удалённые объявления стираем в течение 30 дней.",
          "Сообщения – пока переписка доступна хотя бы одному из её участников; если переписка связана с жалобой на мошенничество – до конца рассмотрения и затем не дольше одного года.",
          "Платёжные данные и счета – пять лет, как того требует Закон о бухгалтерском учёте.",
          "Журналы серверов – 90 дней.",
          "Решения модерации и записи о блокировках – до трёх лет, чтобы предотвращать повторные нарушения.",
          "Переписка с поддержкой – два года после решения вопроса.",
          "Данные, обрабатываемые с вашего согласия, – до отзыва согласия.",
        ],
      },
      {
        type: "p",
        text: "Резервные копии перезаписываются в течение 30 дней. Если данные нужны в связи со спором или расследованием, мы храним их до его завершения.",
      },
      { type: "h2", text: "6. Ваши права" },
      {
        type: "ul",
        items: [
          "Получить доступ к своим данным и их копию.",
          "Исправить неточные данные – большую часть можно изменить самостоятельно в настройках аккаунта.",
          "Потребовать удаления данных, если они больше не нужны или обрабатываются незаконно.",
          "Ограничить обработку, например пока проверяется точность данных.",
          "Получить предоставленные вами данные в машиночитаемом формате и передать их другому контролёру.",
          "Возразить против обработки, основанной на наших законных интересах.",
          "В любой момент отозвать согласие; это не влияет на законность обработки до отзыва.",
        ],
      },
      {
        type: "p",
        text: "Запросы присылайте на privatums@tirgus.lv с e-mail, привязанного к аккаунту, или иным способом подтвердив свою личность. Мы отвечаем в течение одного месяца; в сложных случаях срок можно продлить ещё на два месяца, о чём мы вам сообщим. Мы не принимаем решений с юридическими последствиями исключительно автоматически: решение о блокировке аккаунта всегда проверяет сотрудник.",
      },
      { type: "h2", text: "7. Жалоба в Государственную инспекцию данных" },
      {
        type: "p",
        text: "Если вы считаете, что мы обрабатываем ваши данные незаконно, сначала напишите нам – часто вопрос удаётся решить быстро. Вы всегда вправе подать жалобу в надзорное учреждение – Государственную инспекцию данных, Datu valsts inspekcija (Elijas iela 17, Rīga, LV-1050, pasts@dvi.gov.lv, www.dvi.gov.lv), – или в орган по защите данных той страны ЕС, где вы живёте или работаете.",
      },
      { type: "h2", text: "8. Безопасность" },
      {
        type: "p",
        text: "Соединение с сайтом зашифровано, пароли хранятся только в виде хешей, доступ к данным есть только у сотрудников, которым он необходим, и этот доступ регистрируется. При нарушении защиты персональных данных мы в течение 72 часов сообщим об этом Государственной инспекции данных, а если есть высокий риск для ваших прав – и вам.",
      },
      { type: "h2", text: "9. Файлы cookie" },
      {
        type: "p",
        text: "Сайт использует только собственные файлы cookie, необходимые для его работы и сохранения ваших настроек; сторонние рекламные cookie мы не используем. Список и пояснения – на странице о файлах cookie.",
      },
      { type: "h2", text: "10. Дети и изменения" },
      {
        type: "p",
        text: "Сайт не предназначен для детей младше 13 лет, и мы сознательно не собираем их данные. Мы можем обновлять политику: дата вверху страницы показывает день последних изменений, а о существенных изменениях мы сообщим по e-mail или на сайте.",
      },
    ],
  },
  en: {
    title: "Privacy policy",
    description:
      "How SIA Tirgus processes personal data: what we collect and why, legal bases, retention periods, processors and your rights under the GDPR.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "This policy explains how SIA Tirgus processes your personal data when you use tirgus.lv – browse and search ads, save favourites, post ads, exchange messages or buy paid extras. We process data under the General Data Protection Regulation (EU) 2016/679 (GDPR) and the Latvian Personal Data Processing Law.",
      },
      { type: "h2", text: "1. Controller" },
      {
        type: "p",
        text: "The controller of your personal data is SIA Tirgus, registration No. 40203999999, registered address Brīvības iela 100, Rīga, LV-1011. For questions about personal data and exercising your rights, write to privatums@tirgus.lv or send a letter to that address.",
      },
      { type: "h2", text: "2. What data we process and why" },
      {
        type: "ul",
        items: [
          "Account data – e-mail address, name, phone number, a hash of your password (we never know the password itself) and your language. We need it to create and run your account, let you sign in and contact you about the service.",
          "Ad data – text, photos, price, location and the contact details you choose to publish. We show them to all visitors, because that is the purpose of an ad.",
          "Messages – the content of conversations, attachments and times. We store them to deliver them and check them automatically to detect fraud and spam.",
          "Company account data – name, registration and VAT numbers, address, and the names and e-mail addresses of account members. We need them for the company account and to identify traders as the Digital Services Act requires.",
          "Payment data – history of credits bought and spent, amounts, times and invoice details. Card details are handled by the payment service provider; we only see the card type and the last four digits.",
          "Technical data – IP address, browser and device information, request times and error logs. We use them to run the site securely, detect attacks and fraud and fix faults.",
          "Usage data – favourites, the compare list, saved searches and viewed ads, so that these features work. Without an account, favourites are tied only to an anonymous identifier in your browser.",
          "Support requests – your messages and our replies, to solve the issue and, if needed, show how it was handled.",
          "Reports and moderation decisions – reports of breaches, the decisions taken and the reasons for them.",
          "Suggestion e-mails – if you have agreed, we send e-mails with ads that may interest you.",
        ],
      },
      {
        type: "p",
        text: "We do not sell personal data and do not build advertising profiles. We do not process special categories of data, such as health data, unless you put them in an ad or message yourself – please don't.",
      },
      { type: "h2", text: "3. Legal bases" },
      {
        type: "ul",
        items: [
          "Performance of a contract (Article 6(1)(b) GDPR) – your account, ads, messages, favourites, saved searches and paid extras.",
          "Legal obligation (Article 6(1)(c)) – accounting and tax records, answering requests from authorities and meeting Digital Services Act duties, such as identifying traders and notifying moderation decisions.",
          "Legitimate interests (Article 6(1)(f)) – site security, preventing fraud and spam, stopping blocked users from registering again, improving the service using aggregated data, and defending our rights in disputes. We check that these interests do not override your rights.",
          "Consent (Article 6(1)(a)) – suggestion e-mails and other optional features we ask you about separately. You can withdraw consent at any time, for example with the link at the end of every e-mail.",
        ],
      },
      { type: "h2", text: "4. Who can access your data" },
      {
        type: "p",
        text: "The content of an ad and the contact details in it are public. If you choose to publish without contacts, your phone and e-mail are not shown. The other person in a conversation sees your name and messages. All other data is handled only by staff who need it for their work and by processors bound by contracts under Article 28 GDPR:",
      },
      {
        type: "ul",
        items: [
          "hosting provider – servers and backups in data centres in the European Union;",
          "e-mail service provider – sending notifications, password reset and suggestion e-mails;",
          "SMS service provider – phone number confirmation codes and notifications;",
          "card payment provider – a licensed payment institution that processes card payments in line with the PCI DSS standard.",
        ],
      },
      {
        type: "p",
        text: "We will send the current list of processors on request. We keep data in the European Union and the European Economic Area; we would allow a transfer outside it only under a European Commission adequacy decision or standard contractual clauses. We disclose data to public authorities, such as the State Police, the State Revenue Service or a court, only when the law requires it.",
      },
      { type: "h2", text: "5. How long we keep data" },
      {
        type: "ul",
        items: [
          "Account data – while the account exists; after you delete it, within 30 days.",
          "Ads – while they are active or kept in your account; deleted ads are erased within 30 days.",
          "Messages – while the conversation is available to at least one participant; if it is linked to a fraud report, until the report is closed and then for no more than one year.",
          "Payment and invoice records – five years, as the Accounting Law requires.",
          "Server logs – 90 days.",
          "Moderation decisions and block records – up to three years, to prevent repeated breaches.",
          "Support correspondence – two years after the issue is resolved.",
          "Data processed on the basis of consent – until you withdraw it.",
        ],
      },
      {
        type: "p",
        text: "Backups are overwritten within 30 days. If data is needed for a dispute or an investigation, we keep it until that ends.",
      },
      { type: "h2", text: "6. Your rights" },
      {
        type: "ul",
        items: [
          "To access your data and get a copy of it.",
          "To correct inaccurate data – you can change most of it yourself in your account settings.",
          "To have your data erased if it is no longer needed or is processed unlawfully.",
          "To restrict processing, for example while the accuracy of the data is being checked.",
          "To receive the data you gave us in a machine-readable format and pass it to another controller.",
          "To object to processing based on our legitimate interests.",
          "To withdraw consent at any time, without affecting the lawfulness of earlier processing.",
        ],
      },
      {
        type: "p",
        text: "Send requests to privatums@tirgus.lv from the e-mail address linked to your account, or confirm your identity another way. We reply within one month; for complex requests we may extend this by two more months and will tell you if we do. We do not take decisions with legal effects by automated means alone: a member of staff always reviews a decision to block an account.",
      },
      { type: "h2", text: "7. Complaints to the Data State Inspectorate" },
      {
        type: "p",
        text: "If you believe we process your data unlawfully, please write to us first – issues can often be solved quickly. You always have the right to lodge a complaint with the supervisory authority, the Data State Inspectorate (Datu valsts inspekcija, Elijas iela 17, Rīga, LV-1050, pasts@dvi.gov.lv, www.dvi.gov.lv), or with the data protection authority of the EU country where you live or work.",
      },
      { type: "h2", text: "8. Security" },
      {
        type: "p",
        text: "Connections to the site are encrypted, passwords are stored only as hashes, and only staff who need access to data have it, with that access logged. If a personal data breach occurs, we will notify the Data State Inspectorate within 72 hours and, where there is a high risk to your rights, you as well.",
      },
      { type: "h2", text: "9. Cookies" },
      {
        type: "p",
        text: "The site uses only its own cookies, needed for it to work and to remember your choices; we do not use third-party advertising cookies. The list and explanations are on the cookies page.",
      },
      { type: "h2", text: "10. Children and changes" },
      {
        type: "p",
        text: "The site is not intended for children under 13, and we do not knowingly collect their data. We may update this policy: the date at the top shows when it last changed, and we will announce significant changes by e-mail or on the site.",
      },
    ],
  },
};
