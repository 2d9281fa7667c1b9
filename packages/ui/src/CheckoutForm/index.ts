export {
  CheckoutForm,
  type CheckoutFormProps,
  type DeliveryAddressValues,
  type DeliveryField,
} from './CheckoutForm';
export type { CheckoutFormLabels } from './labels';
