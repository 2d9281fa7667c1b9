import { type InLanguages, shopAddressLine, shopIdentity, type TextPageName } from '@bookshop/contract';
import { withLoadedWords } from '../../i18n/languageWords';
import { adminIdleMinutes, readerIdleDays, sessionDays } from '../../i18n/sessionTimes';
import { shopWords } from '../../i18n/words';

export interface TextPageContent {
  title: string;
  paragraphs: string[];
}

/** The information pages in Spanish and English (Catalan: `i18n/catalan/textPages.ts`). */
const writtenPages: Record<TextPageName, { esp: TextPageContent; eng: TextPageContent }> = {
  about_us: {
    esp: {
      title: 'Sobre nosotros',
      paragraphs: [
        'Somos una librería independiente de Barcelona. Desde 2021 reunimos clásicos, literatura española y catalana, libros infantiles, manuales y libros de programación en un solo catálogo.',
        'Cada libro del catálogo lo elige una persona que lo ha leído o consultado. Preferimos recomendar pocos libros bien que muchos al azar.',
        'Puedes comprar como invitado, solo con tu correo electrónico (te enviamos un enlace privado para seguir el pedido), o crear una cuenta para guardar tu cesta, valorar libros y comentar tus lecturas con otros lectores.',
      ],
    },
    eng: {
      title: 'About us',
      paragraphs: [
        'We are an independent bookshop in Barcelona. Since 2021 we have gathered classics, Spanish and Catalan literature, children’s books, manuals and programming books in one catalogue.',
        'Every book in the catalogue is chosen by someone who has read or used it. We would rather recommend a few books well than many at random.',
        'You can shop as a guest with just your e-mail address (we mail you a private link to follow the order), or create an account to keep your basket, rate books and talk about your reading with other readers.',
      ],
    },
  },
  for_authors: {
    esp: {
      title: 'Para autores',
      paragraphs: [
        'Si has publicado un libro y crees que encaja en nuestro catálogo, escríbenos con una sinopsis, una muestra y los datos de tu editorial o de tu autoedición.',
        'Organizamos presentaciones y firmas en Barcelona, sobre todo en torno a Sant Jordi. Cuéntanos si te interesa participar.',
        'Respondemos a todas las propuestas en un plazo de un mes.',
      ],
    },
    eng: {
      title: 'For authors',
      paragraphs: [
        'If you have published a book and think it fits our catalogue, write to us with a synopsis, a sample and the details of your publisher or of your self-published edition.',
        'We host launches and signings in Barcelona, especially around Sant Jordi. Tell us if you would like to take part.',
        'We answer every proposal within a month.',
      ],
    },
  },
  for_publishing_houses: {
    esp: {
      title: 'Para editoriales',
      paragraphs: [
        'Trabajamos con editoriales grandes y pequeñas. Si quieres que tu fondo esté en nuestro catálogo, envíanos tu catálogo actual y tus condiciones de distribución.',
        'Publicamos la información de cada editorial en su propia página, con todos sus libros disponibles.',
        'Para novedades y reposiciones, indícanos una persona de contacto y los plazos de entrega habituales.',
      ],
    },
    eng: {
      title: 'For publishing houses',
      paragraphs: [
        'We work with large and small publishers. If you would like your list in our catalogue, send us your current catalogue and your distribution terms.',
        'Each publisher has its own page with its information and all its available books.',
        'For new titles and restocking, give us a contact person and your usual delivery times.',
      ],
    },
  },
  return: {
    esp: {
      title: 'Devoluciones y cambios',
      paragraphs: [
        'Puedes devolver o cambiar un libro en los 14 días siguientes a la compra si no se ha usado, no está dañado y conservas el justificante de compra.',
        'También aceptamos devoluciones si el libro es defectuoso o no corresponde a su descripción.',
        'Para pedir una devolución, entra en Mis pedidos y elige el pedido entregado. Te diremos cómo enviarnos el libro o cuándo pasaremos a recogerlo.',
      ],
    },
    eng: {
      title: 'Returns and exchanges',
      paragraphs: [
        'You can return or exchange a book within 14 days of purchase if it is unused, undamaged and you have the proof of purchase.',
        'We also accept returns if the book is defective or does not match its description.',
        'To ask for a return, open My orders and choose the delivered order. We will tell you how to send the book back or when we will collect it.',
      ],
    },
  },
  delivery: {
    esp: {
      title: 'Entrega',
      paragraphs: [
        'La entrega es gratuita dentro de la ciudad de Barcelona (códigos postales 08001 a 08042) y llega en 24 horas.',
        'Para cualquier otra dirección, un operador se pondrá en contacto contigo para acordar la entrega y su precio.',
        'Pagas con tarjeta en el momento de la entrega.',
      ],
    },
    eng: {
      title: 'Delivery',
      paragraphs: [
        'Delivery is free within the city of Barcelona (postcodes 08001 to 08042) and arrives within 24 hours.',
        'For any other address, an operator will contact you to arrange the delivery and its price.',
        'You pay by card on delivery.',
      ],
    },
  },
  // Legal pages (issue 19). The owner's tax and registry numbers are to be filled in by the shop's owner.
  legal_notice: {
    esp: {
      // Read when shown: the common words of a language load on demand (`languageWords.ts`).
      get title() {
        return shopWords.esp.accounts.legalNotice;
      },
      paragraphs: [
        'En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI), te informamos de quién está detrás de esta tienda.',
        `Titular: ${shopIdentity.legalName}. Domicilio: ${shopAddressLine('esp')}. Teléfono: ${shopIdentity.telephone}. Correo electrónico: ${shopIdentity.email}. Horario: ${shopIdentity.hours.esp}.`,
        'NIF y datos de inscripción registral: los del titular, que los publica aquí antes de abrir la tienda al público.',
        'Los precios se muestran en euros con el IVA incluido. Las condiciones de entrega y de devolución se explican en las páginas Entrega y Devoluciones.',
        'Los textos, imágenes y el diseño de esta tienda pertenecen a sus titulares; no se pueden reproducir sin permiso salvo para uso personal.',
        'Para cualquier conflicto se aplica la ley española; como consumidor puedes acudir también a la Agència Catalana del Consum o a la Junta Arbitral de Consumo de Cataluña.',
      ],
    },
    eng: {
      // Read when shown: the common words of a language load on demand (`languageWords.ts`).
      get title() {
        return shopWords.eng.accounts.legalNotice;
      },
      paragraphs: [
        'As article 10 of Spain’s Law 34/2002 on information society services and e-commerce (LSSI) requires, this is who runs this shop.',
        `Owner: ${shopIdentity.name.eng} (${shopIdentity.legalName}). Address: ${shopAddressLine('eng')}. Telephone: ${shopIdentity.telephone}. Email: ${shopIdentity.email}. Opening hours: ${shopIdentity.hours.eng}.`,
        'Tax number (NIF) and registry details: the owner’s, published here before the shop opens to the public.',
        'Prices are shown in euros, VAT included. Delivery and returns are explained on the Delivery and Returns pages.',
        'The texts, images and design of this shop belong to their owners; they may not be reproduced without permission except for personal use.',
        'Spanish law applies to any dispute; as a consumer you may also turn to the Catalan Consumer Agency (Agència Catalana del Consum) or the Consumer Arbitration Board of Catalonia.',
      ],
    },
  },
  privacy: {
    esp: {
      // Read when shown: the common words of a language load on demand (`languageWords.ts`).
      get title() {
        return shopWords.esp.accounts.privacyPolicy;
      },
      paragraphs: [
        `Responsable del tratamiento: ${shopIdentity.legalName}, ${shopAddressLine('esp')} (${shopIdentity.email}).`,
        'Qué datos guardamos: los de tu cuenta (nombre, apellidos, correo electrónico, teléfono, idioma y, si la subes, tu imagen de perfil), tus pedidos con su dirección de entrega, tus comentarios, valoraciones y «me gusta», y tu cesta. Si compras como invitado, guardamos el pedido con tu nombre, correo electrónico, teléfono y dirección de entrega.',
        'Para qué: gestionar tu cuenta y tus pedidos (ejecución del contrato, art. 6.1.b RGPD), enviarte los correos de la cuenta (activación y cambio de contraseña) y proteger la tienda frente a abusos (interés legítimo, art. 6.1.f RGPD). No enviamos publicidad ni vendemos tus datos.',
        'Cuánto tiempo: mientras tengas la cuenta. Si la eliminas, se borran tus datos personales; tus comentarios quedan como «cuenta eliminada» y de tus pedidos solo guardamos lo que exige la ley contable y fiscal (importes, fechas y libros), durante el plazo legal.',
        'Tus derechos: puedes descargar tus datos y eliminar tu cuenta desde Mi cuenta › Ajustes, y corregirlos allí mismo. Para cualquier otro derecho (acceso, rectificación, supresión, oposición, limitación, portabilidad) escríbenos. También puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
        'Quién más los ve: nadie fuera de la tienda, salvo el servicio de correo que entrega nuestros mensajes.',
      ],
    },
    eng: {
      // Read when shown: the common words of a language load on demand (`languageWords.ts`).
      get title() {
        return shopWords.eng.accounts.privacyPolicy;
      },
      paragraphs: [
        `Controller: ${shopIdentity.name.eng} (${shopIdentity.legalName}), ${shopAddressLine('eng')} (${shopIdentity.email}).`,
        'What we keep: your account (first and last name, email, telephone, language and, if you upload one, your profile image), your orders with their delivery address, your comments, ratings and likes, and your basket. If you buy as a guest, we keep the order with your name, email, telephone and delivery address.',
        'Why: to run your account and your orders (performance of a contract, GDPR art. 6(1)(b)), to send the account’s mails (activation and password changes) and to protect the shop from abuse (legitimate interest, GDPR art. 6(1)(f)). We send no advertising and sell no data.',
        'For how long: as long as you keep the account. If you delete it, your personal data is erased; your comments stay as "deleted account" and of your orders we keep only what accounting and tax law require (amounts, dates and books), for the legal period.',
        'Your rights: you can download your data and delete your account in My account › Settings, and correct it there too. For any other right (access, rectification, erasure, objection, restriction, portability) write to us. You may also complain to the Spanish Data Protection Agency (www.aepd.es).',
        'Who else sees it: nobody outside the shop, except the mail service that delivers our messages.',
      ],
    },
  },
  cookies: {
    esp: {
      // Read when shown: the common words of a language load on demand (`languageWords.ts`).
      get title() {
        return shopWords.esp.accounts.cookieNotice;
      },
      paragraphs: [
        'Esta tienda solo usa cookies técnicas, imprescindibles para que funcione; por eso no te pedimos consentimiento (art. 22.2 LSSI). No hay cookies de publicidad, de analítica ni de terceros.',
        `«session»: mantiene tu sesión iniciada. Solo la ve el servidor (HttpOnly), se borra al cerrar sesión y dura como máximo ${sessionDays} días, menos si no usas la tienda (${readerIdleDays} días; ${adminIdleMinutes} minutos para los administradores).`,
        '«device»: recuerda que en este navegador ya has iniciado sesión en tu cuenta, para que puedas seguir entrando desde él aunque alguien intente adivinar tu contraseña desde otro sitio. Solo la ve el servidor (HttpOnly) y dura un año desde la última vez que inicias sesión.',
        '«language»: recuerda el idioma que has elegido para mostrarte las páginas en él. Dura un año.',
        'Además, el navegador guarda en su almacenamiento local tu idioma y la cesta de invitado; no salen de tu navegador hasta que inicias sesión o haces un pedido como invitado.',
      ],
    },
    eng: {
      // Read when shown: the common words of a language load on demand (`languageWords.ts`).
      get title() {
        return shopWords.eng.accounts.cookieNotice;
      },
      paragraphs: [
        'This shop uses only essential cookies, without which it would not work; that is why we do not ask for consent (LSSI art. 22.2). There are no advertising, analytics or third-party cookies.',
        `"session": keeps you signed in. Only the server can read it (HttpOnly); it is deleted when you sign out and lasts at most ${sessionDays} days, less if you do not use the shop (${readerIdleDays} days; ${adminIdleMinutes} minutes for admins).`,
        '"device": remembers that you have signed in to your account in this browser, so that you can go on signing in from it even while someone elsewhere tries to guess your password. Only the server can read it (HttpOnly); it lasts a year from your last sign-in.',
        '"language": remembers the language you chose so pages are shown in it. It lasts one year.',
        'The browser also keeps your language and a guest’s basket in its local storage; they leave your browser only when you sign in or order as a guest.',
      ],
    },
  },
};

/** The information pages: one layout, different paragraphs (SPEC section 2). */
export const textPages = Object.fromEntries(
  Object.entries(writtenPages).map(([name, page]) => [
    name,
    withLoadedWords(page, {
      cat: () =>
        import('../../i18n/catalan/textPages').then(
          (module) => module.catalanTextPages[name as TextPageName],
        ),
    }),
  ]),
) as Record<TextPageName, InLanguages<TextPageContent>>;
