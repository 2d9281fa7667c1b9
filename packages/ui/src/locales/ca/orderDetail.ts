import type { BookshopLabels } from '../types';

export const orderDetail: BookshopLabels['orderDetail'] = {
  order: (number) => `Comanda ${number}`,
  placedOn: 'Feta el',
  books: 'Llibres',
  quantity: 'Quantitat',
  price: 'Preu',
  total: 'Total',
  delivery: 'Lliurament',
  freeDelivery: 'Lliurament gratuït.',
  operatorDelivery: 'Et trucarem per acordar el lliurament.',
  telephone: 'Telèfon',
  payment: 'Pagament',
  cardOnDelivery: 'Targeta en el lliurament',
  cancel: 'Cancel·la la comanda',
  cancelConfirm: 'Vols cancel·lar aquesta comanda?',
  confirmCancel: 'Sí, cancel·la-la',
  keepOrder: 'No, mantén-la',
  requestReturn: 'Sol·licita una devolució',
  returnHint: "Pots demanar la devolució dels llibres d'aquesta comanda.",
  back: 'Torna a les meves comandes',
  invoices: 'Factures',
};
