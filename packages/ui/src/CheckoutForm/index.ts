export {
  type CheckoutField,
  CheckoutForm,
  type CheckoutFormProps,
  DELIVERY_FIELDS,
  type DeliveryAddressValues,
  type DeliveryField,
  type PaymentMethodOption,
} from './CheckoutForm';
export type { CheckoutFormLabels } from './labels';
