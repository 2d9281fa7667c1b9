import type { BookshopLabels } from '../types';

export const adminOrders: BookshopLabels['adminOrders'] = {
  title: 'Comandes',
  empty: 'Encara no hi ha comandes',
  loading: "S'està carregant",
  order: (number) => `Comanda ${number}`,
  placedOn: 'Feta el',
  total: 'Total',
  freeDelivery: 'Lliurament gratuït',
  operatorDelivery: 'Lliurament acordat per telèfon',
  moveTo: {
    awaiting_payment: 'Marca-la com a pendent de pagament',
    placed: 'Marca-la com a rebuda',
    shipped: 'Marca-la com a enviada',
    delivered: 'Marca-la com a lliurada',
    cancelled: 'Cancel·la-la',
    return_requested: 'Marca la devolució com a sol·licitada',
    returned: 'Accepta la devolució',
  },
  payment: 'Pagament',
  invoices: 'Factures',
  customer: 'Client',
  deletedAccount: 'Compte eliminat pel client',
};
