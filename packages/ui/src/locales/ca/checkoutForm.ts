import type { BookshopLabels } from '../types';

export const checkoutForm: BookshopLabels['checkoutForm'] = {
  title: 'Lliurament i pagament',
  street: 'Carrer i número',
  postcode: 'Codi postal',
  town: 'Població',
  telephone: 'Telèfon',
  payment: 'Pagament',
  submit: 'Fes la comanda',
  sending: "S'està enviant la comanda…",
  freeDelivery: 'Lliurament gratuït en aquesta adreça.',
  operatorDelivery: 'Et trucarem per acordar el lliurament.',
};
