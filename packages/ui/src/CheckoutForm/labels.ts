export interface CheckoutFormLabels {
  title: string;
  street: string;
  postcode: string;
  town: string;
  telephone: string;
  /** The legend of the ways to pay (each way's name comes with it, in `paymentMethods`). */
  payment: string;
  submit: string;
  sending: string;
  freeDelivery: string;
  operatorDelivery: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const checkoutFormLabels: CheckoutFormLabels = {
  title: 'Delivery and payment',
  street: 'Street and number',
  postcode: 'Postcode',
  town: 'Town',
  telephone: 'Telephone',
  payment: 'Payment',
  submit: 'Place order',
  sending: 'Placing your order…',
  freeDelivery: 'Free delivery to this address.',
  operatorDelivery: 'We will call you to arrange the delivery.',
};
