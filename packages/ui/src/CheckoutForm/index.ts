export {
  CheckoutForm,
  type CheckoutFormLabels,
  type CheckoutFormProps,
  type DeliveryAddressValues,
  type DeliveryField,
} from './CheckoutForm';
