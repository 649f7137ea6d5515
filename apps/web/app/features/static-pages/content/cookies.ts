import type { StaticPage } from "../types.ts";

export const page: StaticPage = {
  lv: {
    title: "Sīkdatnes",
    description:
      "Kādas sīkdatnes izmanto Tirgus un kāpēc: valoda, pieslēgšanās, vecuma apstiprinājums, apskatītie sludinājumi, tēma un favorīti bez konta.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "Sīkdatne ir neliels teksta fails, ko vietne saglabā jūsu pārlūkā un ko pārlūks nosūta atpakaļ, kad atkal atverat vietni. Sīkdatnes ļauj vietnei atcerēties jūsu izvēles un to, ka esat pieslēgušies; bez tām daudzas funkcijas nedarbotos. Šajā lapā ir pilns to sīkdatņu saraksts, ko izmanto tirgus.lv, un paskaidrots, kāpēc katra ir vajadzīga.",
      },
      {
        type: "p",
        text: "Sīkdatnes iedala pēc tā, kas tās iestata, un pēc tā, cik ilgi tās glabājas. Pirmās puses sīkdatnes iestata apmeklētā vietne, trešās puses sīkdatnes – citi uzņēmumi, piemēram, reklāmas tīkli, kuru saturs ir iegults lapā. Sesijas sīkdatnes tiek dzēstas, aizverot pārlūku, bet pastāvīgās glabājas līdz noteiktam termiņam vai līdz brīdim, kad tās izdzēšat.",
      },
      { type: "h2", text: "Īsumā" },
      {
        type: "ul",
        items: [
          "Visas mūsu sīkdatnes ir pirmās puses sīkdatnes: tās iestata pati tirgus.lv, un tās netiek nosūtītas citām vietnēm.",
          "Mēs neizmantojam trešo pušu reklāmas, analītikas vai sociālo tīklu sīkdatnes un neveidojam jūsu interešu profilu.",
          "Sīkdatnes nesatur jūsu vārdu, e-pasta adresi, tālruņa numuru vai maksājumu datus.",
          "Mēs izmantojam tikai sīkdatnes, kas nepieciešamas vietnes darbībai, jūsu izvēļu saglabāšanai un ērtības funkcijām, kuras neizseko jūs citās vietnēs.",
        ],
      },
      {
        type: "p",
        text: "Saskaņā ar Informācijas sabiedrības pakalpojumu likuma 7.¹ pantu piekrišana nav vajadzīga sīkdatnēm, kas nepieciešamas, lai sniegtu jūsu pieprasīto pakalpojumu. Par visām izmantotajām sīkdatnēm jūs informējam šajā lapā, un jebkurā brīdī varat tās dzēst.",
      },
      { type: "h2", text: "Sīkdatņu saraksts" },
      {
        type: "p",
        text: "Katrai sīkdatnei norādīts nosaukums, nolūks un ilgākais glabāšanas laiks; kad tas beidzas, pārlūks sīkdatni dzēš automātiski.",
      },
      {
        type: "ul",
        items: [
          "language – saglabā izvēlēto vietnes valodu (latviešu, krievu vai angļu), lai nākamajā apmeklējumā lapas atvērtos tajā pašā valodā. Vērtība ir valodas kods. Glabāšanas laiks – viens gads.",
          "login – norāda, ka esat pieslēgušies, lai lapa uzreiz parādītu pareizo izvēlni un jūsu konta saites. Tā ir tikai pazīme: tajā nav paroles, vārda vai citu personas datu. Tiek dzēsta, kad atslēdzaties; glabāšanas laiks – līdz 30 dienām.",
          "adultContent – saglabā jūsu apstiprinājumu, ka jums ir vismaz 18 gadi, lai vecums nebūtu jāapstiprina katrā pieaugušajiem paredzētās kategorijas lapā no jauna. Glabāšanas laiks – 30 dienas.",
          "visitedLots – saglabā pēdējo apskatīto sludinājumu numurus, lai sarakstā pie tiem parādītos acs zīme un jūs redzētu, ko jau esat apskatījuši. Saraksts aptver tikai pēdējos apskatītos sludinājumus, tāpēc vecākas atzīmes laika gaitā pazūd. Mēs šos numurus neglabājam savos serveros un neizmantojam citiem nolūkiem. Glabāšanas laiks – 30 dienas.",
          "theme – saglabā izvēlēto gaišo vai tumšo noformējumu. Glabāšanas laiks – viens gads.",
          "watch – nejauši ģenerēts anonīms identifikators, pie kura piesaistīts jūsu favorītu un salīdzināšanas saraksts, kad neesat pieslēgušies. Tas nesatur informāciju par jums, un mēs to nesaistām ar jūsu identitāti. Glabāšanas laiks – viens gads.",
        ],
      },
      { type: "h2", text: "Sesijas sīkdatnes pieslēgušamies lietotājiem" },
      {
        type: "p",
        text: "Kad pieslēdzaties kontam, pārlūkā tiek saglabātas vēl divas sīkdatnes:",
      },
      {
        type: "ul",
        items: [
          "sesijas sīkdatne – īslaicīgs piekļuves marķieris, kas apliecina, ka pieprasījumi nāk no jums; tas tiek automātiski atjaunots, kamēr lietojat vietni;",
          "atjaunošanas sīkdatne – ļauj palikt pieslēgtam līdz 30 dienām, neievadot paroli katrā apmeklējumā; tiek dzēsta, kad atslēdzaties.",
        ],
      },
      {
        type: "p",
        text: "Abas sīkdatnes ir aizsargātas ar atribūtiem HttpOnly, Secure un SameSite, tāpēc tām nevar piekļūt lapas skripti un tās netiek nosūtītas pa nešifrētu savienojumu vai no citām vietnēm. Bez tām pieslēgties nav iespējams.",
      },
      { type: "h2", text: "Ko mēs neizmantojam" },
      {
        type: "ul",
        items: [
          "Reklāmas un atkārtotā mārketinga sīkdatnes.",
          "Trešo pušu analītikas sīkdatnes un izsekošanas pikseļus.",
          "Sociālo tīklu spraudņus, kas iestata sīkdatnes jau pirms tam, kad uz tiem noklikšķināt.",
          "Pārlūka „pirkstu nospieduma” noteikšanu vai citas metodes, kas ļautu jūs atpazīt bez sīkdatnēm.",
        ],
      },
      {
        type: "p",
        text: "Apmeklējumu statistiku, ja tā vajadzīga, iegūstam no apkopotiem serveru datiem, neidentificējot atsevišķus lietotājus. Ja sludinājumā ir saite uz citu vietni, pēc pāriešanas uz to ir spēkā šīs vietnes sīkdatņu noteikumi.",
      },
      { type: "h2", text: "Sīkdatnes un personas dati" },
      {
        type: "p",
        text: "Dažas sīkdatnes, piemēram, watch un sesijas sīkdatnes, satur identifikatorus, kas kopā ar mūsu serveru datiem var attiekties uz konkrētu personu. Šādus datus apstrādājam, lai izpildītu līgumu (pieslēgšanās, favorīti) vai savās leģitīmajās interesēs nodrošināt ērtu un drošu vietni (VDAR 6. panta 1. punkta „b” un „f” apakšpunkts). Tos nenododam trešajām personām, izņemot hostinga pakalpojumu sniedzēju, kas tos apstrādā mūsu uzdevumā Eiropas Savienībā.",
      },
      { type: "h2", text: "Kā pārvaldīt un dzēst sīkdatnes" },
      {
        type: "p",
        text: "Sīkdatnes varat apskatīt un dzēst pārlūka iestatījumos – parasti sadaļā „Privātums un drošība” vai „Sīkdatnes un vietņu dati”. Lielākajā daļā pārlūku (Chrome, Firefox, Edge) tikai tirgus.lv sīkdatnes var dzēst, noklikšķinot uz ikonas pa kreisi no adreses joslā. Varat arī iestatīt, lai pārlūks bloķē sīkdatnes vai dzēš tās, kad aizverat logu; privātajā jeb inkognito režīmā tās tiek dzēstas automātiski. Ņemiet vērā, kas notiks:",
      },
      {
        type: "ul",
        items: [
          "bez language un theme sīkdatnēm vietne katru reizi atvērsies noklusējuma valodā un noformējumā;",
          "bez login un sesijas sīkdatnēm nevarēsiet pieslēgties kontam;",
          "bez adultContent sīkdatnes vecuma apstiprinājums tiks prasīts atkārtoti;",
          "bez visitedLots sīkdatnes pazudīs acs zīmes pie apskatītajiem sludinājumiem;",
          "dzēšot watch sīkdatni, pazudīs bez konta saglabātie favorīti un salīdzināšanas saraksts – atjaunot tos mēs nevarēsim.",
        ],
      },
      {
        type: "p",
        text: "Telefonā vai planšetē sīkdatnes dzēš mobilā pārlūka iestatījumos; iPhone un iPad ierīcēs Safari vietņu datus var dzēst ierīces iestatījumu sadaļā par Safari. Atslēdzoties no konta, pieslēgšanās sīkdatnes tiek dzēstas automātiski. Ja favorītus vēlaties saglabāt ilgāk un izmantot vairākās ierīcēs, izveidojiet kontu.",
      },
      { type: "h2", text: "Izmaiņas un jautājumi" },
      {
        type: "p",
        text: "Ja mainīsim izmantoto sīkdatņu sarakstu, atjaunināsim šo lapu un datumu tās augšā. Ja kādreiz ieviesīsim sīkdatnes, kurām nepieciešama jūsu piekrišana, mēs to lūgsim, pirms tās tiek iestatītas. Jautājumus par sīkdatnēm sūtiet uz privatums@tirgus.lv; plašāka informācija par datu apstrādi ir privātuma politikā.",
      },
    ],
  },
  ru: {
    title: "Файлы cookie",
    description:
      "Какие файлы cookie использует Tirgus и зачем: язык, вход в аккаунт, подтверждение возраста, просмотренные объявления, тема и избранное.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "Файл cookie – это небольшой текстовый файл, который сайт сохраняет в вашем браузере и который браузер отправляет обратно, когда вы снова открываете сайт. Cookie позволяют сайту помнить ваш выбор и то, что вы вошли в аккаунт; без них многие функции не работали бы. На этой странице – полный список файлов cookie, которые использует tirgus.lv, и объяснение, зачем нужен каждый из них.",
      },
      {
        type: "p",
        text: "Cookie различают по тому, кто их устанавливает, и по тому, как долго они хранятся. Собственные (first-party) cookie устанавливает посещаемый сайт, сторонние – другие компании, например рекламные сети, чей контент встроен в страницу. Сессионные cookie удаляются при закрытии браузера, а постоянные хранятся до истечения срока или до тех пор, пока вы их не удалите.",
      },
      { type: "h2", text: "Коротко" },
      {
        type: "ul",
        items: [
          "Все наши cookie – собственные: их устанавливает сам tirgus.lv, и они не передаются другим сайтам.",
          "Мы не используем сторонние рекламные, аналитические cookie и cookie социальных сетей и не составляем профиль ваших интересов.",
          "Cookie не содержат ваше имя, e-mail, номер телефона или платёжные данные.",
          "Мы используем только cookie, необходимые для работы сайта, сохранения ваших настроек и удобных функций, которые не отслеживают вас на других сайтах.",
        ],
      },
      {
        type: "p",
        text: "Согласно статье 7.¹ латвийского Закона об услугах информационного общества согласие не требуется для cookie, без которых невозможно оказать запрошенную вами услугу. Обо всех используемых cookie мы рассказываем на этой странице, и вы в любой момент можете их удалить.",
      },
      { type: "h2", text: "Список файлов cookie" },
      {
        type: "p",
        text: "Для каждого cookie указаны название, назначение и максимальный срок хранения; когда он истекает, браузер удаляет cookie автоматически.",
      },
      {
        type: "ul",
        items: [
          "language – хранит выбранный язык сайта (латышский, русский или английский), чтобы при следующем визите страницы открывались на том же языке. Значение – код языка. Срок хранения – один год.",
          "login – показывает, что вы вошли в аккаунт, чтобы страница сразу отображала нужное меню и ссылки вашего аккаунта. Это лишь отметка: в ней нет пароля, имени или других персональных данных. Удаляется при выходе; срок хранения – до 30 дней.",
          "adultContent – хранит ваше подтверждение, что вам исполнилось 18 лет, чтобы не подтверждать возраст заново на каждой странице рубрик для взрослых. Срок хранения – 30 дней.",
          "visitedLots – хранит номера недавно просмотренных объявлений, чтобы в списке рядом с ними появлялся значок глаза и вы видели, что уже смотрели. Список охватывает только последние просмотренные объявления, поэтому старые отметки со временем исчезают. Мы не храним эти номера на своих серверах и не используем их для других целей. Срок хранения – 30 дней.",
          "theme – хранит выбранное оформление: светлое или тёмное. Срок хранения – один год.",
          "watch – случайно сгенерированный анонимный идентификатор, к которому привязаны ваше избранное и список сравнения, когда вы не вошли в аккаунт. Он не содержит сведений о вас, и мы не связываем его с вашей личностью. Срок хранения – один год.",
        ],
      },
      { type: "h2", text: "Сессионные cookie для вошедших пользователей" },
      {
        type: "p",
        text: "Когда вы входите в аккаунт, в браузере сохраняются ещё два файла cookie:",
      },
      {
        type: "ul",
        items: [
          "сессионный cookie – краткосрочный токен доступа, который подтверждает, что запросы исходят от вас; он автоматически обновляется, пока вы пользуетесь сайтом;",
          "cookie обновления сессии – позволяет оставаться в аккаунте до 30 дней, не вводя пароль при каждом визите; удаляется при выходе.",
        ],
      },
      {
        type: "p",
        text: "Оба cookie защищены атрибутами HttpOnly, Secure и SameSite, поэтому к ним не имеют доступа скрипты страницы и они не передаются по незашифрованному соединению или с других сайтов. Без них войти в аккаунт невозможно.",
      },
      { type: "h2", text: "Чего мы не используем" },
      {
        type: "ul",
        items: [
          "Рекламные cookie и cookie ретаргетинга.",
          "Сторонние аналитические cookie и пиксели отслеживания.",
          "Плагины социальных сетей, которые устанавливают cookie ещё до того, как вы на них нажали.",
          "Определение «цифрового отпечатка» браузера и другие способы узнать вас без cookie.",
        ],
      },
      {
        type: "p",
        text: "Статистику посещений, если она нужна, мы получаем из обобщённых данных серверов, не идентифицируя отдельных пользователей. Если в объявлении есть ссылка на другой сайт, после перехода на него действуют правила этого сайта о cookie.",
      },
      { type: "h2", text: "Cookie и персональные данные" },
      {
        type: "p",
        text: "Некоторые cookie, например watch и сессионные cookie, содержат идентификаторы, которые вместе с данными наших серверов могут относиться к конкретному человеку. Такие данные мы обрабатываем для исполнения договора (вход в аккаунт, избранное) или в наших законных интересах – чтобы сайт был удобным и безопасным (ст. 6(1)(b) и (f) GDPR). Мы не передаём их третьим лицам, кроме хостинг-провайдера, который обрабатывает их по нашему поручению в Европейском союзе.",
      },
      { type: "h2", text: "Как управлять файлами cookie и удалять их" },
      {
        type: "p",
        text: "Просматривать и удалять cookie можно в настройках браузера – обычно в разделе «Конфиденциальность и безопасность» или «Файлы cookie и данные сайтов». В большинстве браузеров (Chrome, Firefox, Edge) удалить cookie только сайта tirgus.lv можно, нажав на значок слева от адресной строки. Можно также настроить браузер так, чтобы он блокировал cookie или удалял их при закрытии окна; в приватном режиме (инкогнито) они удаляются автоматически. Учтите, что произойдёт:",
      },
      {
        type: "ul",
        items: [
          "без cookie language и theme сайт каждый раз будет открываться на языке и в оформлении по умолчанию;",
          "без cookie login и сессионных cookie вы не сможете войти в аккаунт;",
          "без cookie adultContent подтверждение возраста будет запрашиваться снова;",
          "без cookie visitedLots пропадут значки глаза у просмотренных объявлений;",
          "если удалить cookie watch, пропадут избранное и список сравнения, сохранённые без аккаунта, – восстановить их мы не сможем.",
        ],
      },
      {
        type: "p",
        text: "На телефоне или планшете cookie удаляют в настройках мобильного браузера; на iPhone и iPad данные сайтов в Safari можно удалить в настройках устройства, в разделе Safari. При выходе из аккаунта cookie входа удаляются автоматически. Если вы хотите хранить избранное дольше и пользоваться им на нескольких устройствах, создайте аккаунт.",
      },
      { type: "h2", text: "Изменения и вопросы" },
      {
        type: "p",
        text: "Если список используемых cookie изменится, мы обновим эту страницу и дату вверху. Если когда-нибудь мы введём cookie, для которых нужно ваше согласие, мы попросим его до того, как их установить. Вопросы о cookie присылайте на privatums@tirgus.lv; подробнее об обработке данных – в политике конфиденциальности.",
      },
    ],
  },
  en: {
    title: "Cookies",
    description:
      "Which cookies Tirgus uses and why: language, sign-in, age confirmation, viewed ads, light or dark theme and favourites without an account.",
    updated: "2026-11-22",
    blocks: [
      {
        type: "p",
        text: "A cookie is a small text file that a website stores in your browser and that the browser sends back when you open the site again. Cookies let the site remember your choices and that you are signed in; without them many features would not work. This page lists every cookie tirgus.lv uses and explains why each one is needed.",
      },
      {
        type: "p",
        text: "Cookies are grouped by who sets them and by how long they last. First-party cookies are set by the site you visit; third-party cookies are set by other companies, such as advertising networks whose content is embedded in the page. Session cookies are deleted when you close the browser, while persistent cookies stay until they expire or you delete them.",
      },
      { type: "h2", text: "In short" },
      {
        type: "ul",
        items: [
          "All our cookies are first-party cookies: tirgus.lv sets them itself and they are not sent to other websites.",
          "We do not use third-party advertising, analytics or social media cookies, and we do not build a profile of your interests.",
          "Cookies do not contain your name, e-mail address, phone number or payment details.",
          "We only use cookies needed for the site to work, to remember your choices and for convenience features that do not track you on other sites.",
        ],
      },
      {
        type: "p",
        text: "Under Section 7.¹ of the Latvian Law on Information Society Services, no consent is needed for cookies that are necessary to provide a service you have asked for. We tell you about every cookie we use on this page, and you can delete them at any time.",
      },
      { type: "h2", text: "List of cookies" },
      {
        type: "p",
        text: "For each cookie we give its name, purpose and the longest time it is kept; after that the browser deletes it automatically.",
      },
      {
        type: "ul",
        items: [
          "language – remembers the language you chose (Latvian, Russian or English) so that pages open in the same language next time. The value is a language code. Kept for one year.",
          "login – signals that you are signed in, so the page shows the right menu and your account links straight away. It is only a flag: it holds no password, name or other personal data. Deleted when you sign out; kept for up to 30 days.",
          "adultContent – remembers that you confirmed you are at least 18, so you do not have to confirm your age again on every page of adult categories. Kept for 30 days.",
          "visitedLots – remembers the numbers of ads you recently viewed, so that an eye mark appears next to them in lists and you can see what you have already looked at. The list covers only your most recent views, so older marks disappear over time. We do not store these numbers on our servers or use them for anything else. Kept for 30 days.",
          "theme – remembers whether you chose the light or dark look. Kept for one year.",
          "watch – a randomly generated anonymous identifier that your favourites and compare list are attached to when you are not signed in. It contains nothing about you and we do not link it to your identity. Kept for one year.",
        ],
      },
      { type: "h2", text: "Session cookies for signed-in users" },
      {
        type: "p",
        text: "When you sign in, two more cookies are stored in your browser:",
      },
      {
        type: "ul",
        items: [
          "a session cookie – a short-lived access token proving that requests come from you; it is renewed automatically while you use the site;",
          "a refresh cookie – keeps you signed in for up to 30 days without entering your password on every visit; deleted when you sign out.",
        ],
      },
      {
        type: "p",
        text: "Both are protected with the HttpOnly, Secure and SameSite attributes, so page scripts cannot read them and they are never sent over an unencrypted connection or from other sites. Without them you cannot sign in.",
      },
      { type: "h2", text: "What we do not use" },
      {
        type: "ul",
        items: [
          "Advertising and retargeting cookies.",
          "Third-party analytics cookies and tracking pixels.",
          "Social media plug-ins that set cookies before you click on them.",
          "Browser fingerprinting or other methods of recognising you without cookies.",
        ],
      },
      {
        type: "p",
        text: "Where we need visitor statistics, we take them from aggregated server data without identifying individual users. If an ad links to another website, that site's cookie rules apply once you go there.",
      },
      { type: "h2", text: "Cookies and personal data" },
      {
        type: "p",
        text: "Some cookies, such as watch and the session cookies, contain identifiers that, together with data on our servers, can relate to a particular person. We process such data to perform our contract with you (signing in, favourites) or in our legitimate interest in a convenient and secure site (Article 6(1)(b) and (f) GDPR). We do not share it with third parties, except our hosting provider, which processes it on our behalf in the European Union.",
      },
      { type: "h2", text: "How to manage and delete cookies" },
      {
        type: "p",
        text: "You can view and delete cookies in your browser settings – usually under “Privacy and security” or “Cookies and site data”. In most browsers (Chrome, Firefox, Edge) you can delete just the tirgus.lv cookies by clicking the icon to the left of the address bar. You can also set the browser to block cookies or delete them when you close the window; in private or incognito mode they are deleted automatically. Bear in mind what happens then:",
      },
      {
        type: "ul",
        items: [
          "without the language and theme cookies, the site will open in the default language and look every time;",
          "without the login and session cookies, you cannot sign in;",
          "without the adultContent cookie, you will be asked to confirm your age again;",
          "without the visitedLots cookie, the eye marks on viewed ads disappear;",
          "if you delete the watch cookie, favourites and the compare list saved without an account are lost – we cannot restore them.",
        ],
      },
      {
        type: "p",
        text: "On a phone or tablet, delete cookies in the mobile browser's settings; on iPhone and iPad, Safari website data can be cleared in the device settings under Safari. When you sign out, the sign-in cookies are deleted automatically. If you want to keep favourites longer and use them on several devices, create an account.",
      },
      { type: "h2", text: "Changes and questions" },
      {
        type: "p",
        text: "If the list of cookies we use changes, we will update this page and the date at the top. If we ever introduce cookies that need your consent, we will ask for it before setting them. Send questions about cookies to privatums@tirgus.lv; more about how we process data is in the privacy policy.",
      },
    ],
  },
};
