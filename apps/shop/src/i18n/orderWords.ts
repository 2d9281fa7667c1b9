import type { Language } from '@bookshop/contract';
import type { BookshopLabels } from '@bookshop/ui';

/**
 * The basket's, the checkout's and the orders' texts (the basket, my orders, the back office's orders).
 * Only the pages that show them import this module, so a reader's first page does not carry them (see
 * `area.ts`); both languages are here, so that switching language shows them at once.
 */
const esp = {
  /** The orders' and the basket's own screens (not the kit's). */
  orderPlaced: 'Gracias, tu pedido está hecho.',
  orderNotFoundTitle: 'Pedido no encontrado',
  orderNotFoundText: 'No encontramos este pedido entre los tuyos.',
  orderError: 'No se ha podido hacer el cambio. Inténtalo de nuevo.',
  checkoutGuest: 'Para hacer el pedido, inicia sesión o regístrate. Tu cesta se conserva.',
  basketTable: {
    books: 'Libros',
    price: 'Precio',
    quantity: 'Cantidad',
    total: 'Total',
    empty: 'Tu cesta está vacía',
    add: (name: string) => `Añadir un ejemplar de ${name}`,
    remove: (name: string) => `Quitar un ejemplar de ${name}`,
  },
  checkoutForm: {
    title: 'Entrega y pago',
    street: 'Calle y número',
    postcode: 'Código postal',
    town: 'Ciudad',
    telephone: 'Teléfono',
    payment: 'Pago',
    cardOnDelivery: 'Tarjeta en la entrega',
    cardOnDeliveryHint: 'Pagas con tarjeta cuando te llevamos los libros.',
    submit: 'Hacer el pedido',
    sending: 'Enviando tu pedido…',
    freeDelivery: 'Entrega gratuita en Barcelona en 24 horas.',
    operatorDelivery: 'Fuera de Barcelona: un operador se pondrá en contacto contigo para la entrega.',
  },
  orderStatus: {
    placed: 'Recibido',
    shipped: 'Enviado',
    delivered: 'Entregado',
    cancelled: 'Cancelado',
    return_requested: 'Devolución solicitada',
  },
  ordersList: {
    empty: 'Todavía no hay pedidos',
    loading: 'Cargando',
    order: (number: string) => `Pedido ${number}`,
    placedOn: 'Realizado el',
    total: 'Total',
    details: 'Ver el pedido',
  },
  orderDetail: {
    order: (number: string) => `Pedido ${number}`,
    placedOn: 'Realizado el',
    books: 'Libros',
    quantity: 'Cantidad',
    price: 'Precio',
    total: 'Total',
    delivery: 'Entrega',
    freeDelivery: 'Entrega gratuita en Barcelona en 24 horas.',
    operatorDelivery: 'Un operador se pondrá en contacto contigo para la entrega.',
    telephone: 'Teléfono',
    payment: 'Pago',
    cardOnDelivery: 'Tarjeta en la entrega',
    cancel: 'Cancelar el pedido',
    cancelConfirm: '¿Cancelar este pedido?',
    confirmCancel: 'Sí, cancelarlo',
    keepOrder: 'No, mantenerlo',
    requestReturn: 'Solicitar una devolución',
    returnHint: 'Puedes devolver los libros en los 14 días siguientes a la entrega.',
    back: 'Volver a mis pedidos',
  },
};

/** The same texts' type, in one language. */
export type OrderWords = typeof esp;

const eng: OrderWords = {
  orderPlaced: 'Thank you, your order is placed.',
  orderNotFoundTitle: 'Order not found',
  orderNotFoundText: 'We cannot find this order among yours.',
  orderError: 'The change could not be made. Try again.',
  checkoutGuest: 'To place the order, sign in or sign up. Your basket is kept.',
  basketTable: {
    books: 'Books',
    price: 'Price',
    quantity: 'Quantity',
    total: 'Total',
    empty: 'Your basket is empty',
    add: (name: string) => `Add one copy of ${name}`,
    remove: (name: string) => `Remove one copy of ${name}`,
  },
  checkoutForm: {
    title: 'Delivery and payment',
    street: 'Street and number',
    postcode: 'Postcode',
    town: 'Town',
    telephone: 'Telephone',
    payment: 'Payment',
    cardOnDelivery: 'Card on delivery',
    cardOnDeliveryHint: 'You pay by card when we bring you the books.',
    submit: 'Place order',
    sending: 'Placing your order…',
    freeDelivery: 'Free delivery in Barcelona within 24 hours.',
    operatorDelivery: 'Outside Barcelona: an operator will contact you about delivery.',
  },
  orderStatus: {
    placed: 'Placed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    return_requested: 'Return requested',
  },
  ordersList: {
    empty: 'No orders yet',
    loading: 'Loading',
    order: (number: string) => `Order ${number}`,
    placedOn: 'Placed on',
    total: 'Total',
    details: 'See the order',
  },
  orderDetail: {
    order: (number: string) => `Order ${number}`,
    placedOn: 'Placed on',
    books: 'Books',
    quantity: 'Quantity',
    price: 'Price',
    total: 'Total',
    delivery: 'Delivery',
    freeDelivery: 'Free delivery in Barcelona within 24 hours.',
    operatorDelivery: 'An operator will contact you about delivery.',
    telephone: 'Telephone',
    payment: 'Payment',
    cardOnDelivery: 'Card on delivery',
    cancel: 'Cancel the order',
    cancelConfirm: 'Cancel this order?',
    confirmCancel: 'Yes, cancel it',
    keepOrder: 'No, keep it',
    requestReturn: 'Request a return',
    returnHint: 'Books can be returned within 14 days of delivery.',
    back: 'Back to my orders',
  },
};

/** Both languages; typed as the kit's labels of its groups too, so no kit text can be missing. */
export const orderWords: Record<
  Language,
  OrderWords &
    Pick<BookshopLabels, 'basketTable' | 'checkoutForm' | 'orderStatus' | 'ordersList' | 'orderDetail'>
> = { esp, eng };
