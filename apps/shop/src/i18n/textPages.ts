import type { Language, TextPageName } from '@bookshop/contract';

export interface TextPageContent {
  title: string;
  paragraphs: string[];
}

/** The information pages: one layout, different paragraphs (SPEC section 2). */

export const textPages: Record<TextPageName, Record<Language, TextPageContent>> = {
  about_us: {
    esp: {
      title: 'Sobre nosotros',
      paragraphs: [
        'Somos una librería independiente de Barcelona. Desde 2021 reunimos clásicos, literatura española y catalana, libros infantiles, manuales y libros de programación en un solo catálogo, en español y en inglés.',
        'Cada libro del catálogo lo elige una persona que lo ha leído o consultado. Preferimos recomendar pocos libros bien que muchos al azar.',
        'Puedes comprar como invitado o crear una cuenta para guardar tu cesta, valorar libros y comentar tus lecturas con otros lectores.',
      ],
    },
    eng: {
      title: 'About us',
      paragraphs: [
        'We are an independent bookshop in Barcelona. Since 2021 we have gathered classics, Spanish and Catalan literature, children’s books, manuals and programming books in one catalogue, in Spanish and in English.',
        'Every book in the catalogue is chosen by someone who has read or used it. We would rather recommend a few books well than many at random.',
        'You can shop as a guest or create an account to keep your basket, rate books and talk about your reading with other readers.',
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
        'Publicamos la información de cada editorial en su propia página, con todos sus libros disponibles, en español y en inglés.',
        'Para novedades y reposiciones, indícanos una persona de contacto y los plazos de entrega habituales.',
      ],
    },
    eng: {
      title: 'For publishing houses',
      paragraphs: [
        'We work with large and small publishers. If you would like your list in our catalogue, send us your current catalogue and your distribution terms.',
        'Each publisher has its own page with its information and all its available books, in Spanish and in English.',
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
};
