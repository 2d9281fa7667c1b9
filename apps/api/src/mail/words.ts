import { type InLanguages, type OrderMailKind, shopIdentity } from '@bookshop/contract';
import { catalanMailTexts } from './mailsCat';

const shop = shopIdentity.name;

/**
 * Every text the API writes to a reader outside the shop's pages (mails, invoices), once per language:
 * a new language is one more entry of each record. The account mails' texts are here too.
 */

/** A mail whose point is one link (a button, and the link written out for when the button fails). */
export interface LinkMailText {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  button: string;
  linkIntro: string;
  validity: string;
  ignore: string;
  /** A link that stops these mails (stock alerts), and its text. */
  unsubscribe?: { text: string; link: string };
}

export type AccountMailKind = 'activation' | 'passwordReset';

export const accountMailWords: InLanguages<Record<AccountMailKind, LinkMailText>> = {
  cat: catalanMailTexts,
  esp: {
    activation: {
      subject: `Activa tu cuenta de ${shop.esp}`,
      greeting: (name) => `Hola, ${name}:`,
      lines: [`Te damos la bienvenida a ${shop.esp}. Confirma tu correo electrónico para activar tu cuenta.`],
      button: 'Activar mi cuenta',
      linkIntro: 'Si el botón no funciona, abre este enlace:',
      validity: 'El enlace vale 48 horas y solo se puede usar una vez.',
      ignore: 'Si no te has registrado tú, ignora este correo.',
    },
    passwordReset: {
      subject: `Cambia tu contraseña de ${shop.esp}`,
      greeting: (name) => `Hola, ${name}:`,
      lines: ['Alguien (seguramente tú) ha pedido cambiar la contraseña de tu cuenta.'],
      button: 'Elegir una contraseña nueva',
      linkIntro: 'Si el botón no funciona, abre este enlace:',
      validity: 'El enlace vale 1 hora y solo se puede usar una vez.',
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    },
  },
  eng: {
    activation: {
      subject: `Activate your ${shop.eng} account`,
      greeting: (name) => `Hello ${name},`,
      lines: [`Welcome to ${shop.eng}. Confirm your email address to activate your account.`],
      button: 'Activate my account',
      linkIntro: 'If the button does not work, open this link:',
      validity: 'The link is valid for 48 hours and works once.',
      ignore: 'If you did not sign up, ignore this mail.',
    },
    passwordReset: {
      subject: `Change your ${shop.eng} password`,
      greeting: (name) => `Hello ${name},`,
      lines: ['Someone (most likely you) asked to change the password of your account.'],
      button: 'Choose a new password',
      linkIntro: 'If the button does not work, open this link:',
      validity: 'The link is valid for 1 hour and works once.',
      ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
  },
};

/** "Tell me when it is back" (issue 38): the guest's confirmation, and the one mail when the book is back. */
export const stockAlertMailWords: InLanguages<{
  confirm: (book: string, unsubscribe: string) => LinkMailText;
  backInStock: (book: string, unsubscribe: string) => LinkMailText;
}> = {
  cat: {
    confirm: (book, unsubscribe) => ({
      subject: `Confirma l'avís de ${shop.cat}`,
      greeting: () => 'Hola:',
      lines: [
        `Ens has demanat que t'avisem quan «${book}» torni a estar disponible. Confirma el teu correu electrònic per activar l'avís.`,
      ],
      button: "Confirma l'avís",
      linkIntro: 'Si el botó no funciona, obre aquest enllaç:',
      validity: "T'escriurem una sola vegada, quan tornem a tenir exemplars.",
      ignore: "Si no ho has demanat tu, no facis cas d'aquest correu: no t'escriurem més.",
      unsubscribe: { text: "Cancel·la l'avís", link: unsubscribe },
    }),
    backInStock: (book, unsubscribe) => ({
      subject: `«${book}» torna a estar disponible`,
      greeting: () => 'Hola:',
      lines: [`«${book}» torna a estar disponible a ${shop.cat}.`],
      button: 'Mira el llibre',
      linkIntro: 'Si el botó no funciona, obre aquest enllaç:',
      validity: 'Els exemplars es venen per ordre de comanda.',
      ignore: "Aquest era l'avís que ens vas demanar: no t'escriurem més sobre aquest llibre.",
      unsubscribe: { text: 'Cancel·la tots els meus avisos de llibres esgotats', link: unsubscribe },
    }),
  },
  esp: {
    confirm: (book, unsubscribe) => ({
      subject: `Confirma tu aviso de ${shop.esp}`,
      greeting: () => 'Hola:',
      lines: [
        `Nos has pedido que te avisemos cuando «${book}» vuelva a estar disponible. Confirma tu correo electrónico para activar el aviso.`,
      ],
      button: 'Confirmar el aviso',
      linkIntro: 'Si el botón no funciona, abre este enlace:',
      validity: 'Te escribiremos una sola vez, cuando vuelva a haber ejemplares.',
      ignore: 'Si no lo has pedido tú, ignora este correo: no te escribiremos más.',
      unsubscribe: { text: 'Cancelar el aviso', link: unsubscribe },
    }),
    backInStock: (book, unsubscribe) => ({
      subject: `«${book}» vuelve a estar disponible`,
      greeting: () => 'Hola:',
      lines: [`«${book}» vuelve a estar disponible en ${shop.esp}.`],
      button: 'Ver el libro',
      linkIntro: 'Si el botón no funciona, abre este enlace:',
      validity: 'Los ejemplares se venden por orden de pedido.',
      ignore: 'Este era el aviso que nos pediste: no te escribiremos más sobre este libro.',
      unsubscribe: { text: 'Cancelar todos mis avisos de libros agotados', link: unsubscribe },
    }),
  },
  eng: {
    confirm: (book, unsubscribe) => ({
      subject: `Confirm your ${shop.eng} alert`,
      greeting: () => 'Hello,',
      lines: [
        `You asked us to tell you when “${book}” is available again. Confirm your email address to turn the alert on.`,
      ],
      button: 'Confirm the alert',
      linkIntro: 'If the button does not work, open this link:',
      validity: 'We will write once, when there are copies again.',
      ignore: 'If you did not ask for this, ignore this mail: we will not write again.',
      unsubscribe: { text: 'Cancel the alert', link: unsubscribe },
    }),
    backInStock: (book, unsubscribe) => ({
      subject: `“${book}” is available again`,
      greeting: () => 'Hello,',
      lines: [`“${book}” is available again at ${shop.eng}.`],
      button: 'See the book',
      linkIntro: 'If the button does not work, open this link:',
      validity: 'Copies are sold in the order they are ordered.',
      ignore: 'This was the alert you asked for: we will not write about this book again.',
      unsubscribe: { text: 'Cancel all my alerts about sold-out books', link: unsubscribe },
    }),
  },
};

/** Why an order was cancelled, as its mail says. */
export type CancelReason = 'customer' | 'shop' | 'unpaid' | 'paidTooLate';

export interface OrderMailWords {
  subjects: Record<OrderMailKind, (number: string) => string>;
  greeting: (name: string) => string;
  intro: Record<OrderMailKind, (number: string, date: string) => string>;
  cancelReason: Record<CancelReason, string>;
  refundUnderWay: string;
  refundDone: (amount: string) => string;
  book: string;
  quantity: string;
  price: string;
  amount: string;
  total: string;
  ivaIncluded: (rate: number, amount: string) => string;
  delivery: string;
  deliveryFree: string;
  deliveryOperator: string;
  /** Issue 37: the delivery's line on the invoice and in the mail, a zone's date, a pickup at the shop. */
  deliveryLine: string;
  deliveryBy: (date: string) => string;
  pickup: (address: string, hours: string) => string;
  payment: string;
  paymentMethods: Record<'card_on_delivery' | 'card' | 'bizum', string>;
  paid: string;
  invoiceAttached: (number: string) => string;
  orderLink: string;
  /** A guest's private link to the order (issue 37). */
  followLink: string;
  conditionsTitle: string;
  conditions: (days: number) => string[];
  withdrawalTitle: string;
  /** Annex I(B) of Directive 2011/83/EU, the model withdrawal form, with the trader's details in it. */
  withdrawalForm: (trader: string) => string[];
  signature: string;
}

export const orderMailWords: InLanguages<OrderMailWords> = {
  cat: {
    subjects: {
      confirmation: (number) => `La teva comanda ${number} a ${shop.cat}`,
      shipped: (number) => `La teva comanda ${number} és en camí`,
      delivered: (number) => `La teva comanda ${number} s'ha lliurat`,
      cancelled: (number) => `La teva comanda ${number} s'ha cancel·lat`,
      refunded: (number) => `T'hem retornat l'import de la comanda ${number}`,
      readyToCollect: (number) => `La teva comanda ${number} ja es pot recollir`,
    },
    greeting: (name) => `Hola, ${name}:`,
    intro: {
      confirmation: (number, date) => `Gràcies per la compra. Et confirmem la comanda ${number} del ${date}.`,
      shipped: (number) => `La teva comanda ${number} ha sortit de la llibreria i és en camí.`,
      delivered: (number, date) =>
        `La teva comanda ${number} es va lliurar el ${date}. Que gaudeixis de la lectura!`,
      cancelled: (number) => `La teva comanda ${number} s'ha cancel·lat.`,
      refunded: (number) => `T'hem retornat l'import de la comanda ${number}.`,
      readyToCollect: (number) =>
        `La teva comanda ${number} t'espera a la llibreria. Porta el número de comanda quan vinguis a recollir-la.`,
    },
    cancelReason: {
      customer: "L'has cancel·lada tu.",
      shop: "L'ha cancel·lada la llibreria.",
      unpaid:
        "El banc no va confirmar el pagament a temps, així que els llibres que et guardàvem tornen a estar a la venda. No se t'ha cobrat res.",
      paidTooLate:
        "El pagament va arribar quan els llibres ja no estaven disponibles. Et retornem tot l'import.",
    },
    refundUnderWay:
      "Et retornem l'import pagat a la mateixa targeta o compte Bizum; t'avisarem quan estigui fet.",
    refundDone: (amount) =>
      `Hem retornat ${amount} a la targeta o al compte Bizum amb què vas pagar. Segons el banc, pot trigar uns quants dies a aparèixer.`,
    book: 'Llibre',
    quantity: 'Quantitat',
    price: 'Preu',
    amount: 'Import',
    total: 'Total',
    ivaIncluded: (rate, amount) => `IVA (${rate} %) inclòs: ${amount}`,
    delivery: 'Lliurament',
    deliveryFree: 'Lliurament gratuït a Barcelona en 24 hores.',
    deliveryOperator: 'Un operador es posarà en contacte amb tu per acordar el lliurament.',
    deliveryLine: 'Enviament a domicili',
    deliveryBy: (date) => `Lliurament previst el ${date}.`,
    pickup: (address, hours) => `Recollida a la llibreria: ${address}. ${hours}.`,
    payment: 'Pagament',
    paymentMethods: { card_on_delivery: 'Targeta en el lliurament', card: 'Targeta', bizum: 'Bizum' },
    paid: 'Pagat',
    invoiceAttached: (number) =>
      `T'adjuntem la factura ${number} en PDF. També la trobaràs a Les meves comandes.`,
    orderLink: 'Mira la comanda a Les meves comandes',
    followLink: 'Segueix la comanda (enllaç privat)',
    conditionsTitle: 'Condicions',
    conditions: (days) => [
      "Els preus inclouen l'IVA. El lliurament a Barcelona (08001–08042) és gratuït i arriba en 24 hores; per a altres adreces, un operador et trucarà per acordar-lo.",
      `Dret de desistiment: pots desistir d'aquesta compra sense donar cap motiu en un termini de ${days} dies naturals des del dia que rebis els llibres. Per exercir-lo, comunica'ns-ho amb una declaració inequívoca (per exemple, una carta o un correu electrònic); pots fer servir el model de formulari de sota, tot i que no és obligatori. Et retornarem tot el que hagis pagat, inclòs el lliurament, en un termini de ${days} dies des que ens ho comuniquis, pel mateix mitjà de pagament; podem esperar a tenir els llibres. El cost de retornar-los va a càrrec teu.`,
      `Devolucions i canvis: en ${days} dies des de la compra, si el llibre no s'ha fet servir ni s'ha malmès i en conserves el justificant, o si és defectuós o no és com es descrivia. Ho pots demanar des de Les meves comandes.`,
    ],
    withdrawalTitle: 'Model de formulari de desistiment',
    withdrawalForm: (trader) => [
      '(només cal que empleneu i envieu aquest formulari si voleu desistir del contracte)',
      `— A l'atenció de ${trader}:`,
      "— Per mitjà d'aquest escrit us comunico/comuniquem (*) que desisteixo/desistim (*) del meu/nostre (*) contracte de venda del bé següent/de prestació del servei següent (*)",
      '— Demanat el/rebut el (*)',
      '— Nom del consumidor o dels consumidors',
      '— Domicili del consumidor o dels consumidors',
      '— Signatura del consumidor o dels consumidors (només si aquest formulari es presenta en paper)',
      '— Data',
      '(*) Ratlleu el que no correspongui.',
    ],
    signature: `— ${shop.cat}`,
  },
  esp: {
    subjects: {
      confirmation: (number) => `Tu pedido ${number} en ${shop.esp}`,
      shipped: (number) => `Tu pedido ${number} está en camino`,
      delivered: (number) => `Tu pedido ${number} se ha entregado`,
      cancelled: (number) => `Tu pedido ${number} se ha cancelado`,
      refunded: (number) => `Te hemos devuelto el importe del pedido ${number}`,
      readyToCollect: (number) => `Tu pedido ${number} está listo para recoger`,
    },
    greeting: (name) => `Hola, ${name}:`,
    intro: {
      confirmation: (number, date) => `Gracias por tu compra. Confirmamos tu pedido ${number} del ${date}.`,
      shipped: (number) => `Tu pedido ${number} ha salido de la librería y está en camino.`,
      delivered: (number, date) => `Tu pedido ${number} se entregó el ${date}. ¡Que disfrutes de la lectura!`,
      cancelled: (number) => `Tu pedido ${number} se ha cancelado.`,
      refunded: (number) => `Hemos devuelto el importe de tu pedido ${number}.`,
      readyToCollect: (number) =>
        `Tu pedido ${number} te espera en la librería. Trae el número de pedido cuando vengas a recogerlo.`,
    },
    cancelReason: {
      customer: 'Lo has cancelado tú.',
      shop: 'Lo ha cancelado la librería.',
      unpaid:
        'El banco no confirmó el pago a tiempo, así que los libros que te guardábamos vuelven a estar a la venta. No se te ha cobrado nada.',
      paidTooLate:
        'El pago llegó cuando los libros ya no estaban disponibles. Te devolvemos el importe completo.',
    },
    refundUnderWay:
      'Te devolvemos el importe pagado a la misma tarjeta o cuenta Bizum; te avisaremos cuando esté hecho.',
    refundDone: (amount) =>
      `Hemos devuelto ${amount} a la tarjeta o cuenta Bizum con la que pagaste. Según tu banco, puede tardar unos días en verse.`,
    book: 'Libro',
    quantity: 'Cantidad',
    price: 'Precio',
    amount: 'Importe',
    total: 'Total',
    ivaIncluded: (rate, amount) => `IVA (${rate} %) incluido: ${amount}`,
    delivery: 'Entrega',
    deliveryFree: 'Entrega gratuita en Barcelona en 24 horas.',
    deliveryOperator: 'Un operador se pondrá en contacto contigo para la entrega.',
    deliveryLine: 'Envío a domicilio',
    deliveryBy: (date) => `Entrega prevista el ${date}.`,
    pickup: (address, hours) => `Recogida en la librería: ${address}. ${hours}.`,
    payment: 'Pago',
    paymentMethods: { card_on_delivery: 'Tarjeta en la entrega', card: 'Tarjeta', bizum: 'Bizum' },
    paid: 'Pagado',
    invoiceAttached: (number) => `Adjuntamos tu factura ${number} en PDF. También está en Mis pedidos.`,
    orderLink: 'Ver el pedido en Mis pedidos',
    followLink: 'Sigue tu pedido (enlace privado)',
    conditionsTitle: 'Condiciones',
    conditions: (days) => [
      'Los precios incluyen el IVA. La entrega en Barcelona (08001–08042) es gratuita y llega en 24 horas; para otras direcciones, un operador te llamará para acordarla.',
      `Derecho de desistimiento: puedes desistir de esta compra sin dar ningún motivo en un plazo de ${days} días naturales desde el día en que recibas los libros. Para ejercerlo, comunícanoslo con una declaración inequívoca (por ejemplo, una carta o un correo electrónico); puedes usar el modelo de formulario de abajo, aunque no es obligatorio. Te devolveremos todo lo pagado, incluida la entrega, en un plazo de ${days} días desde que nos lo comuniques, con el mismo medio de pago; podemos esperar a recibir los libros. Tú corres con el coste de devolverlos.`,
      `Devoluciones y cambios: en ${days} días desde la compra, si el libro no se ha usado ni dañado y conservas el justificante, o si es defectuoso o no es el descrito. Puedes pedirlo desde Mis pedidos.`,
    ],
    withdrawalTitle: 'Modelo de formulario de desistimiento',
    withdrawalForm: (trader) => [
      '(solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato)',
      `— A la atención de ${trader}:`,
      '— Por la presente le comunico/comunicamos (*) que desisto de/desistimos de (*) mi/nuestro (*) contrato de venta del siguiente bien/prestación del siguiente servicio (*)',
      '— Pedido el/recibido el (*)',
      '— Nombre del consumidor o de los consumidores',
      '— Domicilio del consumidor o de los consumidores',
      '— Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)',
      '— Fecha',
      '(*) Táchese lo que no proceda.',
    ],
    signature: `— ${shop.esp}`,
  },
  eng: {
    subjects: {
      confirmation: (number) => `Your ${shop.eng} order ${number}`,
      shipped: (number) => `Your order ${number} is on its way`,
      delivered: (number) => `Your order ${number} was delivered`,
      cancelled: (number) => `Your order ${number} was cancelled`,
      refunded: (number) => `We refunded your order ${number}`,
      readyToCollect: (number) => `Your order ${number} is ready to collect`,
    },
    greeting: (name) => `Hello ${name},`,
    intro: {
      confirmation: (number, date) =>
        `Thank you for your purchase. This confirms your order ${number} of ${date}.`,
      shipped: (number) => `Your order ${number} has left the bookshop and is on its way.`,
      delivered: (number, date) => `Your order ${number} was delivered on ${date}. Enjoy your reading!`,
      cancelled: (number) => `Your order ${number} was cancelled.`,
      refunded: (number) => `We refunded your order ${number}.`,
      readyToCollect: (number) =>
        `Your order ${number} is waiting for you at the bookshop. Bring the order number when you come to collect it.`,
    },
    cancelReason: {
      customer: 'You cancelled it.',
      shop: 'The bookshop cancelled it.',
      unpaid:
        'The bank did not confirm the payment in time, so the books we were keeping for you are on sale again. You have not been charged.',
      paidTooLate:
        'The payment arrived when the books were no longer available. We are refunding the whole amount.',
    },
    refundUnderWay:
      'We are refunding what you paid to the same card or Bizum account; we will tell you once it is done.',
    refundDone: (amount) =>
      `We refunded ${amount} to the card or Bizum account you paid with. Depending on your bank, it may take a few days to show.`,
    book: 'Book',
    quantity: 'Quantity',
    price: 'Price',
    amount: 'Amount',
    total: 'Total',
    ivaIncluded: (rate, amount) => `VAT (${rate} %) included: ${amount}`,
    delivery: 'Delivery',
    deliveryFree: 'Free delivery in Barcelona within 24 hours.',
    deliveryOperator: 'An operator will contact you about delivery.',
    deliveryLine: 'Home delivery',
    deliveryBy: (date) => `Expected delivery on ${date}.`,
    pickup: (address, hours) => `Collect at the bookshop: ${address}. ${hours}.`,
    payment: 'Payment',
    paymentMethods: { card_on_delivery: 'Card on delivery', card: 'Card', bizum: 'Bizum' },
    paid: 'Paid',
    invoiceAttached: (number) => `Your invoice ${number} is attached as a PDF. It is also in My orders.`,
    orderLink: 'See the order in My orders',
    followLink: 'Follow your order (private link)',
    conditionsTitle: 'Conditions',
    conditions: (days) => [
      'Prices include VAT. Delivery in Barcelona (08001–08042) is free and arrives within 24 hours; for other addresses an operator will call you to arrange it.',
      `Right of withdrawal: you may withdraw from this purchase without giving any reason within ${days} days of the day you receive the books. To do so, tell us by a clear statement (a letter or an email, for example); you may use the model form below, but it is not obligatory. We will refund everything you paid, delivery included, within ${days} days of being told, by the same means of payment; we may wait until we have the books back. You bear the cost of returning them.`,
      `Returns and exchanges: within ${days} days of purchase if the book is unused, undamaged and you keep the proof of purchase, or if it is defective or not as described. You can ask for one in My orders.`,
    ],
    withdrawalTitle: 'Model withdrawal form',
    withdrawalForm: (trader) => [
      '(complete and return this form only if you wish to withdraw from the contract)',
      `— To ${trader}:`,
      '— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
      '— Ordered on (*)/received on (*),',
      '— Name of consumer(s),',
      '— Address of consumer(s),',
      '— Signature of consumer(s) (only if this form is notified on paper),',
      '— Date',
      '(*) Delete as appropriate.',
    ],
    signature: `— ${shop.eng}`,
  },
};

export interface InvoiceWords {
  titles: Record<'simplified' | 'full' | 'corrective', string>;
  /** The attached PDF's file name starts with it ("factura-F2026-000001.pdf"). */
  fileName: string;
  number: string;
  date: string;
  seller: string;
  buyer: string;
  taxId: string;
  order: string;
  corrects: (number: string, date: string) => string;
  reasons: Record<'cancelled' | 'returned', string>;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  base: string;
  rate: string;
  tax: string;
  total: string;
  pricesIncludeIva: string;
}

export const invoiceWords: InLanguages<InvoiceWords> = {
  cat: {
    titles: { simplified: 'Factura simplificada', full: 'Factura', corrective: 'Factura rectificativa' },
    fileName: 'factura',
    number: 'Número',
    date: "Data d'expedició",
    seller: 'Venedor',
    buyer: 'Client',
    taxId: 'NIF',
    order: 'Comanda',
    corrects: (number, date) => `Rectifica la factura ${number} del ${date}.`,
    reasons: {
      cancelled: "Motiu: comanda cancel·lada (art. 80 de la Llei 37/1992 de l'IVA).",
      returned: "Motiu: devolució dels llibres (art. 80 de la Llei 37/1992 de l'IVA).",
    },
    description: 'Descripció',
    quantity: 'Quant.',
    unitPrice: 'Preu (IVA incl.)',
    amount: 'Import',
    base: 'Base imposable',
    rate: "Tipus d'IVA",
    tax: "Quota d'IVA",
    total: 'Total',
    pricesIncludeIva: "Els preus inclouen l'IVA.",
  },
  esp: {
    titles: { simplified: 'Factura simplificada', full: 'Factura', corrective: 'Factura rectificativa' },
    fileName: 'factura',
    number: 'Número',
    date: 'Fecha de expedición',
    seller: 'Vendedor',
    buyer: 'Cliente',
    taxId: 'NIF',
    order: 'Pedido',
    corrects: (number, date) => `Rectifica la factura ${number} del ${date}.`,
    reasons: {
      cancelled: 'Motivo: pedido cancelado (art. 80 de la Ley 37/1992 del IVA).',
      returned: 'Motivo: devolución de los libros (art. 80 de la Ley 37/1992 del IVA).',
    },
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio (IVA incl.)',
    amount: 'Importe',
    base: 'Base imponible',
    rate: 'Tipo de IVA',
    tax: 'Cuota de IVA',
    total: 'Total',
    pricesIncludeIva: 'Los precios incluyen el IVA.',
  },
  eng: {
    titles: { simplified: 'Simplified invoice', full: 'Invoice', corrective: 'Corrective invoice' },
    fileName: 'invoice',
    number: 'Number',
    date: 'Date of issue',
    seller: 'Seller',
    buyer: 'Customer',
    taxId: 'Tax number (NIF)',
    order: 'Order',
    corrects: (number, date) => `Corrects invoice ${number} of ${date}.`,
    reasons: {
      cancelled: 'Reason: order cancelled (art. 80 of Spain’s VAT Law 37/1992).',
      returned: 'Reason: the books were returned (art. 80 of Spain’s VAT Law 37/1992).',
    },
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Price (VAT incl.)',
    amount: 'Amount',
    base: 'Taxable base',
    rate: 'VAT rate',
    tax: 'VAT',
    total: 'Total',
    pricesIncludeIva: 'Prices include VAT (IVA).',
  },
};
