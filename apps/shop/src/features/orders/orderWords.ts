import type { InLanguages } from '@bookshop/contract';
import { type BookshopLabels, enGroups, esGroups } from '@bookshop/ui';
import { type OverKitPack, withKitGroups } from '../../i18n/kitPack';
import { withLoadedWords } from '../../i18n/languageWords';

/**
 * The basket's, the checkout's and the orders' texts (the basket, my orders, the back office's orders).
 * Only the pages that show them import this module, so a reader's first page does not carry them (see
 * `area.ts`); both languages are here, so that switching language shows them at once.
 */
const ownEsp = {
  /** The orders' and the basket's own screens (not the kit's). */
  orderPlaced: 'Gracias, tu pedido está hecho.',
  orderNotFoundTitle: 'Pedido no encontrado',
  orderNotFoundText: 'No encontramos este pedido entre los tuyos.',
  orderError: 'No se ha podido hacer el cambio. Inténtalo de nuevo.',
  checkoutGuest:
    'Para hacer el pedido, inicia sesión o regístrate (tu cesta se conserva), o compra sin cuenta.',
  /** Guest checkout (issue 37): ordering with an e-mail address, and the order's private page. */
  guestCheckout: {
    title: 'Comprar sin cuenta',
    continueAsGuest: 'Continuar como invitado',
    email: 'Tu correo electrónico',
    name: 'Nombre y apellidos',
    emailHint: 'Te enviaremos la confirmación y un enlace privado para seguir el pedido.',
    accountLater:
      'Crear una cuenta es opcional: si después te registras con este correo y lo confirmas, tus pedidos aparecerán en ella.',
    followHint:
      'Esta página es privada: quien tenga su enlace puede ver el pedido. Guarda el enlace o usa el de nuestro correo.',
    followNotFound: 'Este enlace no lleva a ningún pedido. Usa el enlace del último correo que te enviamos.',
    backToShop: 'Seguir comprando',
    followTitle: 'Tu pedido',
    refused: 'El banco no aceptó el pago. Tus libros siguen en tu cesta.',
  },
  /** How an order is paid, and where its payment stands (issue 36). */
  paymentMethods: {
    card_on_delivery: 'Tarjeta en la entrega',
    card: 'Tarjeta',
    bizum: 'Bizum',
  },
  paymentHints: {
    card_on_delivery: 'Pagas con tarjeta cuando te llevamos los libros.',
    card: 'Pagas ahora en la página segura de tu banco (Redsys).',
    bizum: 'Pagas ahora con Bizum desde tu móvil.',
  },
  paymentStatuses: {
    on_delivery: 'se paga en la entrega',
    pending: 'esperando la respuesta del banco',
    paid: 'pagado',
    refused: 'el banco no lo aceptó',
    expired: 'el pago no llegó a tiempo',
    refund_pending: 'devolución en curso',
    refunded: 'importe devuelto',
    refund_failed: 'el banco rechazó la devolución',
  },
  fullInvoice: 'Quiero una factura completa con mi NIF',
  invoiceTaxId: 'NIF',
  invoiceName: 'Nombre o razón social',
  toBank: 'Te llevamos a la página de pago de tu banco…',
  /** The page the bank sends the shopper back to: what the shop's server knows, never the address alone. */
  paymentResult: {
    pending: 'Estamos esperando la confirmación del banco. Esta página se actualiza sola.',
    paid: 'Pago recibido. ¡Gracias! Te hemos enviado la confirmación y la factura por correo.',
    refused: 'El banco no aceptó el pago. Tus libros vuelven a estar en tu cesta.',
    expired:
      'El banco no confirmó el pago a tiempo: los libros que te guardábamos vuelven a estar a la venta y no se te ha cobrado nada.',
  },
  basketLink: 'Ir a la cesta',
  /** Issue 37: how the books arrive, chosen and priced before the order is placed. */
  delivery: {
    legend: 'Cómo recibes los libros',
    courier: 'Envío a domicilio',
    pickup: 'Recogida en la librería',
    pickupAt: (address: string, hours: string) => `Gratis, en ${address}. ${hours}.`,
    askPostcode: 'Escribe tu código postal para ver el precio y la fecha de entrega.',
    checking: 'Consultando el precio del envío…',
    free: 'Entrega gratuita en Barcelona en 24 horas.',
    priced: (price: string, date: string) => `Envío: ${price}. Llega el ${date}.`,
    operator:
      'No enviamos a este código postal con tarifa fija: un operador te llamará para acordar la entrega y su precio antes de enviarte nada.',
    pickupReady: 'Te avisaremos por correo cuando tu pedido esté listo para recoger.',
    unavailable: 'No hemos podido consultar el precio del envío. Inténtalo de nuevo.',
    total: 'Total con envío',
    payAtPickup: 'Pagas con tarjeta cuando recoges los libros en la librería.',
    readyToCollect: 'Listo para recoger',
    markReady: 'Avisar: listo para recoger',
    readySince: (date: string) => `Listo para recoger desde el ${date}`,
    zones: {
      title: 'Tabla de envíos',
      intro:
        'Barcelona (08001–08042) es siempre gratis en 24 horas. Los códigos postales que no estén en ninguna zona los gestiona un operador.',
      name: 'Zona',
      postcodeFrom: 'Desde el código postal',
      postcodeTo: 'Hasta el código postal',
      price: 'Precio con IVA (€)',
      days: 'Días laborables',
      save: 'Guardar',
      remove: 'Quitar',
      removeQuestion: (zone: string) => `¿Quitar la zona «${zone}»?`,
      removeMessage: (from: string, to: string) =>
        `Los pedidos a los códigos postales del ${from} al ${to} los gestionará un operador, hasta que una zona los cubra de nuevo.`,
      add: 'Añadir la zona',
      newZone: 'Zona nueva',
      saved: 'Guardado.',
    },
  },
  orderAdmin: {
    resendConfirmation: 'Reenviar la confirmación',
    retryRefund: 'Pedir de nuevo la devolución del pago',
    mailQueued: 'El correo se enviará en unos segundos.',
  },
  checkoutForm: {
    freeDelivery: 'Entrega gratuita en Barcelona en 24 horas.',
    operatorDelivery: 'Fuera de Barcelona: un operador se pondrá en contacto contigo para la entrega.',
  },
  orderDetail: {
    freeDelivery: 'Entrega gratuita en Barcelona en 24 horas.',
    operatorDelivery: 'Un operador se pondrá en contacto contigo para la entrega.',
    returnHint: 'Puedes devolver los libros en los 14 días siguientes a la entrega.',
  },
};

const esp = withKitGroups(
  {
    basketTable: esGroups.basketTable,
    checkoutForm: esGroups.checkoutForm,
    orderStatus: esGroups.orderStatus,
    ordersList: esGroups.ordersList,
    orderDetail: esGroups.orderDetail,
  },
  ownEsp,
);

/** The same texts' type, in one language. */
export type OrderWords = typeof esp;

const ownEng: OverKitPack<OrderWords> = {
  orderPlaced: 'Thank you, your order is placed.',
  orderNotFoundTitle: 'Order not found',
  orderNotFoundText: 'We cannot find this order among yours.',
  orderError: 'The change could not be made. Try again.',
  checkoutGuest: 'To place the order, sign in or sign up (your basket is kept), or buy without an account.',
  guestCheckout: {
    title: 'Buy without an account',
    continueAsGuest: 'Continue as a guest',
    email: 'Your e-mail address',
    name: 'Full name',
    emailHint: 'We will send you the confirmation and a private link to follow the order.',
    accountLater:
      'An account is optional: if you later sign up with this address and confirm it, your orders will show in it.',
    followHint:
      'This page is private: whoever has its link can see the order. Keep the link, or use the one in our mail.',
    followNotFound: 'This link leads to no order. Use the link in the last mail we sent you.',
    backToShop: 'Continue shopping',
    followTitle: 'Your order',
    refused: 'The bank did not accept the payment. Your books are still in your basket.',
  },
  paymentMethods: {
    card_on_delivery: 'Card on delivery',
    card: 'Card',
    bizum: 'Bizum',
  },
  paymentHints: {
    card_on_delivery: 'You pay by card when we bring you the books.',
    card: 'You pay now on your bank’s secure page (Redsys).',
    bizum: 'You pay now with Bizum from your phone.',
  },
  paymentStatuses: {
    on_delivery: 'paid on delivery',
    pending: 'waiting for the bank',
    paid: 'paid',
    refused: 'the bank did not accept it',
    expired: 'the payment did not arrive in time',
    refund_pending: 'refund under way',
    refunded: 'refunded',
    refund_failed: 'the bank refused the refund',
  },
  fullInvoice: 'I want a full invoice with my tax number (NIF)',
  invoiceTaxId: 'Tax number (NIF)',
  invoiceName: 'Name or company name',
  toBank: 'Taking you to your bank’s payment page…',
  paymentResult: {
    pending: 'We are waiting for the bank to confirm. This page updates itself.',
    paid: 'Payment received. Thank you! We have mailed you the confirmation and the invoice.',
    refused: 'The bank did not accept the payment. Your books are back in your basket.',
    expired:
      'The bank did not confirm the payment in time: the books we were keeping for you are on sale again and you have not been charged.',
  },
  basketLink: 'Go to the basket',
  delivery: {
    legend: 'How you get the books',
    courier: 'Home delivery',
    pickup: 'Collect at the bookshop',
    pickupAt: (address: string, hours: string) => `Free, at ${address}. ${hours}.`,
    askPostcode: 'Type your postcode to see the delivery price and date.',
    checking: 'Checking the delivery price…',
    free: 'Free delivery in Barcelona within 24 hours.',
    priced: (price: string, date: string) => `Delivery: ${price}. Arrives on ${date}.`,
    operator:
      'We have no fixed rate for this postcode: an operator will call you to arrange delivery and its price before anything is sent.',
    pickupReady: 'We will mail you when your order is ready to collect.',
    unavailable: 'We could not check the delivery price. Try again.',
    total: 'Total with delivery',
    payAtPickup: 'You pay by card when you collect the books at the bookshop.',
    readyToCollect: 'Ready to collect',
    markReady: 'Tell the shopper: ready to collect',
    readySince: (date: string) => `Ready to collect since ${date}`,
    zones: {
      title: 'Delivery table',
      intro:
        'Barcelona (08001–08042) is always free within 24 hours. Postcodes in no zone are handled by an operator.',
      name: 'Zone',
      postcodeFrom: 'From postcode',
      postcodeTo: 'To postcode',
      price: 'Price with VAT (€)',
      days: 'Working days',
      save: 'Save',
      remove: 'Remove',
      removeQuestion: (zone: string) => `Remove the zone “${zone}”?`,
      removeMessage: (from: string, to: string) =>
        `Orders to postcodes ${from} to ${to} will be handled by an operator until a zone covers them again.`,
      add: 'Add the zone',
      newZone: 'New zone',
      saved: 'Saved.',
    },
  },
  orderAdmin: {
    resendConfirmation: 'Send the confirmation again',
    retryRefund: 'Ask for the refund again',
    mailQueued: 'The mail will be sent in a few seconds.',
  },
  checkoutForm: {
    freeDelivery: 'Free delivery in Barcelona within 24 hours.',
    operatorDelivery: 'Outside Barcelona: an operator will contact you about delivery.',
  },
  orderDetail: {
    freeDelivery: 'Free delivery in Barcelona within 24 hours.',
    operatorDelivery: 'An operator will contact you about delivery.',
    returnHint: 'Books can be returned within 14 days of delivery.',
  },
};

const eng: OrderWords = withKitGroups(
  {
    basketTable: enGroups.basketTable,
    checkoutForm: enGroups.checkoutForm,
    orderStatus: enGroups.orderStatus,
    ordersList: enGroups.ordersList,
    orderDetail: enGroups.orderDetail,
  },
  ownEng,
);

/** Spanish and English; typed as the kit's labels of its groups too, so no kit text can be missing. */
export const orderWords: InLanguages<
  OrderWords &
    Pick<BookshopLabels, 'basketTable' | 'checkoutForm' | 'orderStatus' | 'ordersList' | 'orderDetail'>
> = withLoadedWords(
  { esp, eng },
  {
    cat: () => import('../../i18n/catalan/orderWords').then((module) => module.catalanOrderWords),
  },
);
