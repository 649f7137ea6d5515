import type { StaticPage } from "../types.ts";

export const page: StaticPage = {
  lv: {
    title: "Piegāde un tikšanās",
    description:
      "Kā saņemt pirkumu: sūtījums uz Omniva pakomātu vai tikšanās klātienē. Kā vienoties ar pārdevēju un izvairīties no krāpniekiem.",
    blocks: [
      {
        type: "p",
        text: "Tirgus savieno pircējus un pārdevējus, bet pats preces nepārdod, neuzglabā un nepiegādā. Piegādes veidu, termiņu un samaksu jūs saskaņojat tieši ar otru pusi. Visbiežāk izmanto divus veidus: sūtījumu uz Omniva pakomātu vai tikšanos klātienē.",
      },
      { type: "h2", text: "Omniva pakomāti" },
      {
        type: "p",
        text: "Omniva pakomāti ir pieejami visā Latvijā un darbojas visu diennakti. Pārdevējs reģistrē sūtījumu Omniva tīmekļvietnē vai lietotnē, norāda pircēja vārdu, tālruņa numuru un izvēlēto pakomātu, samaksā par sūtījumu un ievieto paku pakomātā. Kad paka nonāk galamērķī, pircējs saņem īsziņu ar durvju kodu un var paku izņemt sev ērtā laikā.",
      },
      {
        type: "ul",
        items: [
          "Pakai jāietilpst pakomāta nodalījumā (izmēri S, M vai L), un tās svars nedrīkst pārsniegt 30 kg.",
          "Aktuālos tarifus, izmērus un glabāšanas termiņus skatiet omniva.lv – tie var mainīties.",
          "Iepriekš vienojieties, kurš maksā par sūtījumu un vai pircējs samaksā pirms nosūtīšanas vai izņemot paku, ja Omniva šim sūtījumam piedāvā pēcmaksu.",
          "Pārdevējs saglabā čeku un nosūta pircējam sūtījuma numuru, pēc kura paku var izsekot.",
          "Iepakojiet preci droši: trauslas lietas – burbuļplēvē, elektroniku – oriģinālajā vai cietā kastē.",
        ],
      },
      { type: "h2", text: "Tikšanās klātienē" },
      {
        type: "p",
        text: "Ja dzīvojat tuvu, visdrošāk ir satikties: preci var apskatīt, pārbaudīt un samaksāt uzreiz.",
      },
      {
        type: "ul",
        items: [
          "Satiecieties publiskā, labi apgaismotā vietā dienas laikā, piemēram, tirdzniecības centrā vai pie stacijas.",
          "Ja iespējams, ņemiet līdzi draugu vai pastāstiet kādam, kur un ar ko tiekaties.",
          "Pārbaudiet preci pirms samaksas: ieslēdziet elektroniku, salīdziniet sērijas numuru ar dokumentiem.",
          "Lielāku summu ieteicams samaksāt ar zibmaksājumu internetbankā, kad prece jau ir jūsu rokās.",
        ],
      },
      { type: "h2", text: "Kā vienoties ar pārdevēju" },
      {
        type: "ul",
        items: [
          "Sarakstieties Tirgus ziņās – sarakste saglabāsies, ja vēlāk rodas domstarpības.",
          "Vienojieties par galīgo cenu, piegādes veidu, to, kurš maksā par sūtījumu, un datumu, kad prece tiks nosūtīta.",
          "Ja kaut kas nav skaidrs, palūdziet papildu fotogrāfijas vai video ar preces defektiem.",
          "Pārdevējiem: nesūtiet preci, kamēr nauda nav ienākusi kontā, un nepaļaujieties uz „maksājuma apstiprinājuma” ekrānuzņēmumiem.",
        ],
      },
      { type: "h2", text: "Drošība" },
      {
        type: "ul",
        items: [
          "Nemaksājiet avansā nepazīstamam pārdevējam, ja cena ir aizdomīgi zema vai jūs steidzina.",
          "Lai jums samaksātu, pircējam nav vajadzīgi jūsu kartes dati. Saites uz „piegādes apmaksas” vai „naudas saņemšanas” lapām, kas prasa kartes datus vai internetbankas kodus, ir krāpšana.",
          "Pirms datu ievadīšanas pārbaudiet vietnes adresi – krāpnieki atdarina Omniva, kurjeru un banku lapas.",
          "Tirgus nekad neprasa kartes datus ziņās vai pa tālruni.",
          "Par aizdomīgu lietotāju ziņojiet ar pogu „Ziņot” vai rakstiet uz atbalsts@tirgus.lv. Ja esat zaudējuši naudu, sazinieties ar banku un Valsts policiju.",
        ],
      },
    ],
  },
  ru: {
    title: "Доставка и встреча",
    description:
      "Как получить покупку: посылка в пакомат Omniva или личная встреча. Как договориться с продавцом и не попасться мошенникам.",
    blocks: [
      {
        type: "p",
        text: "Tirgus соединяет покупателей и продавцов, но сам товары не продаёт, не хранит и не доставляет. Способ доставки, сроки и оплату вы согласовываете напрямую с другой стороной. Чаще всего выбирают один из двух вариантов: посылку в пакомат Omniva или личную встречу.",
      },
      { type: "h2", text: "Пакоматы Omniva" },
      {
        type: "p",
        text: "Пакоматы Omniva есть по всей Латвии и работают круглосуточно. Продавец регистрирует посылку на сайте или в приложении Omniva, указывает имя и телефон покупателя и выбранный пакомат, оплачивает отправку и кладёт посылку в пакомат. Когда посылка прибудет, покупатель получит SMS с кодом дверцы и сможет забрать её в удобное время.",
      },
      {
        type: "ul",
        items: [
          "Посылка должна поместиться в ячейку пакомата (размеры S, M или L) и весить не больше 30 кг.",
          "Актуальные тарифы, размеры и сроки хранения смотрите на omniva.lv – они могут меняться.",
          "Заранее договоритесь, кто платит за отправку и платит ли покупатель до отправки или при получении, если Omniva предлагает для этой посылки наложенный платёж.",
          "Продавец сохраняет чек и сообщает покупателю номер отправления, по которому посылку можно отследить.",
          "Упакуйте товар надёжно: хрупкие вещи – в пузырчатую плёнку, электронику – в оригинальную или жёсткую коробку.",
        ],
      },
      { type: "h2", text: "Личная встреча" },
      {
        type: "p",
        text: "Если вы живёте недалеко друг от друга, надёжнее всего встретиться: товар можно осмотреть, проверить и сразу оплатить.",
      },
      {
        type: "ul",
        items: [
          "Встречайтесь днём в людном, хорошо освещённом месте, например в торговом центре или у вокзала.",
          "По возможности возьмите с собой друга или сообщите кому-нибудь, где и с кем встречаетесь.",
          "Проверьте товар до оплаты: включите технику, сверьте серийный номер с документами.",
          "Крупную сумму удобно оплатить мгновенным платежом из интернет-банка, когда товар уже у вас в руках.",
        ],
      },
      { type: "h2", text: "Как договориться с продавцом" },
      {
        type: "ul",
        items: [
          "Переписывайтесь в сообщениях Tirgus – переписка сохранится, если потом возникнут разногласия.",
          "Договоритесь об окончательной цене, способе доставки, о том, кто платит за отправку, и о дате отправки.",
          "Если что-то неясно, попросите дополнительные фото или видео с дефектами товара.",
          "Продавцам: не отправляйте товар, пока деньги не поступили на счёт, и не верьте скриншотам «подтверждения оплаты».",
        ],
      },
      { type: "h2", text: "Безопасность" },
      {
        type: "ul",
        items: [
          "Не платите вперёд незнакомому продавцу, если цена подозрительно низкая или вас торопят.",
          "Чтобы заплатить вам, покупателю не нужны данные вашей карты. Ссылки на страницы «оплаты доставки» или «получения денег», где просят данные карты или коды интернет-банка, – это мошенничество.",
          "Перед вводом данных проверьте адрес сайта – мошенники подделывают страницы Omniva, курьерских служб и банков.",
          "Tirgus никогда не просит данные карты в сообщениях или по телефону.",
          "О подозрительном пользователе сообщите кнопкой «Пожаловаться» или напишите на atbalsts@tirgus.lv. Если вы потеряли деньги, обратитесь в банк и в Государственную полицию.",
        ],
      },
    ],
  },
  en: {
    title: "Delivery and meeting in person",
    description:
      "How to get your purchase: a parcel to an Omniva parcel machine or a meeting in person. How to agree with the seller and avoid scams.",
    blocks: [
      {
        type: "p",
        text: "Tirgus brings buyers and sellers together, but it does not sell, store or deliver goods itself. You agree on delivery, timing and payment directly with the other party. Most people choose one of two options: a parcel to an Omniva parcel machine or meeting in person.",
      },
      { type: "h2", text: "Omniva parcel machines" },
      {
        type: "p",
        text: "Omniva parcel machines are available all over Latvia and work around the clock. The seller registers the parcel on the Omniva website or app, enters the buyer's name, phone number and chosen parcel machine, pays for the shipment and drops the parcel into the machine. When it arrives, the buyer gets a text message with a door code and can collect it at any time.",
      },
      {
        type: "ul",
        items: [
          "The parcel must fit a locker of the machine (sizes S, M or L) and weigh no more than 30 kg.",
          "Check current prices, sizes and storage periods at omniva.lv – they may change.",
          "Agree in advance who pays for the shipment and whether the buyer pays before dispatch or on collection, if Omniva offers cash on delivery for that parcel.",
          "The seller keeps the receipt and sends the buyer the tracking number.",
          "Pack the item well: fragile things in bubble wrap, electronics in the original or a rigid box.",
        ],
      },
      { type: "h2", text: "Meeting in person" },
      {
        type: "p",
        text: "If you live close to each other, meeting is the safest option: you can look at the item, test it and pay on the spot.",
      },
      {
        type: "ul",
        items: [
          "Meet in daylight in a busy, well-lit public place, such as a shopping centre or a station.",
          "If you can, bring a friend or tell someone where you are going and whom you are meeting.",
          "Check the item before paying: switch electronics on and compare the serial number with the documents.",
          "For larger amounts, an instant transfer from your online bank once the item is in your hands is a good choice.",
        ],
      },
      { type: "h2", text: "How to agree with the seller" },
      {
        type: "ul",
        items: [
          "Keep the conversation in Tirgus messages – it is saved if a disagreement comes up later.",
          "Agree on the final price, the delivery method, who pays for shipping and the date the item will be sent.",
          "If something is unclear, ask for more photos or a video showing any defects.",
          "Sellers: do not send the item until the money is in your account, and do not trust screenshots of a “payment confirmation”.",
        ],
      },
      { type: "h2", text: "Safety" },
      {
        type: "ul",
        items: [
          "Do not pay in advance to a seller you do not know if the price is suspiciously low or you are being rushed.",
          "A buyer never needs your card details to pay you. Links to “delivery payment” or “receive money” pages that ask for card details or online banking codes are a scam.",
          "Check the website address before entering any data – scammers copy the pages of Omniva, couriers and banks.",
          "Tirgus never asks for card details in messages or by phone.",
          "Report a suspicious user with the “Report” button or write to atbalsts@tirgus.lv. If you have lost money, contact your bank and the State Police.",
        ],
      },
    ],
  },
};
