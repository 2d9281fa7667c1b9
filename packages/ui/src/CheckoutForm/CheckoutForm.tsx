'use client';
import {
  type FormEvent,
  type ForwardedRef,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';
import { styled } from 'styled-components';
import { FormField } from '../FormField/FormField';
import { useFocusFirstError } from '../FormField/useFocusFirstError';
import { partsOf, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type CheckoutFormLabels, checkoutFormLabels } from './labels';

export interface DeliveryAddressValues {
  street: string;
  postcode: string;
  town: string;
  telephone: string;
}

/** The kit's own delivery fields, whose labels come from `labels.checkoutForm`. */
export type DeliveryField = keyof DeliveryAddressValues;

/** One field of the checkout. */
export interface CheckoutField<Name extends string = string> {
  /** Its key in the values `onSubmit` receives (and in `errors`). */
  name: Name;
  /** Its label; for the kit's own fields, the provider's `labels.checkoutForm[name]` when not given. */
  label?: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  /** Every field is required unless this is `false`. */
  required?: boolean;
}

/** The fields of a delivery address: street, postcode, town and telephone (the default `fields`). */
export const DELIVERY_FIELDS: readonly CheckoutField<DeliveryField>[] = [
  { name: 'street', autoComplete: 'street-address' },
  { name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'town', autoComplete: 'address-level2' },
  { name: 'telephone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
];

/** A way to pay that the shop offers, in the reader's language. */
export interface PaymentMethodOption<Method extends string = string> {
  /** What `onSubmit` receives as `payment`, e.g. `'card_on_delivery'`. */
  value: Method;
  /** Its name, e.g. "Card on delivery". */
  label: string;
  /** A line under it, e.g. "You pay by card when the books arrive." */
  hint?: string;
}

/** The field names come from `fields` (a delivery address's by default), the ways to pay from `paymentMethods`. */
export interface CheckoutFormProps<Field extends string = DeliveryField, Method extends string = string>
  extends RootProps {
  /** The fields, in order; a delivery address (`DELIVERY_FIELDS`) by default. */
  fields?: readonly CheckoutField<Field>[];
  /** The ways to pay, in order; the first is chosen unless `defaultPaymentMethod` says otherwise. */
  paymentMethods: readonly PaymentMethodOption<Method>[];
  defaultPaymentMethod?: NoInfer<Method>;
  /**
   * Whether the typed values get free delivery (the shop passes its rule), or `undefined` while it
   * cannot tell yet; no delivery note is shown without it.
   */
  isFreeDelivery?: (values: Record<NoInfer<Field>, string>) => boolean | undefined;
  /** Called as the shopper types, with every field's value (to quote delivery, to clear a corrected error). */
  onValuesChange?: (values: Record<NoInfer<Field>, string>) => void;
  /** The shop's own part before the fields (how the books arrive). */
  intro?: ReactNode;
  /** Called with the typed values (not trimmed: the server's schema does that) and the chosen way to pay. */
  onSubmit: (order: { delivery: Record<NoInfer<Field>, string>; payment: NoInfer<Method> }) => void;
  /** While the order is being sent the button is disabled. */
  sending?: boolean;
  /** Messages per field (and `payment` for the way to pay), already in the reader's language. */
  errors?: Partial<Record<NoInfer<Field> | 'payment', string>>;
  /** A failure that belongs to no field ("the server could not be reached"). */
  formError?: string;
  defaultValues?: Partial<Record<NoInfer<Field>, string>>;
  /** Every text of the form; the provider's `labels.checkoutForm` otherwise. */
  labels?: Partial<CheckoutFormLabels>;
  /**
   * More of the shop's own fields, after the ways to pay (an invoice's buyer, a gift note); the shop
   * keeps their values itself.
   */
  children?: ReactNode;
}

const part = partsOf('checkout-form');

function CheckoutFormWithRef<Field extends string, Method extends string>(
  {
    fields = DELIVERY_FIELDS as readonly CheckoutField<string>[] as readonly CheckoutField<Field>[],
    paymentMethods,
    defaultPaymentMethod,
    isFreeDelivery,
    onValuesChange,
    intro,
    onSubmit,
    sending = false,
    errors: givenErrors,
    formError,
    defaultValues = {},
    labels,
    children,
    ...root
  }: CheckoutFormProps<Field, Method>,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const text = useLabels('checkoutForm', checkoutFormLabels, labels);
  const id = useId();
  const errors: Partial<Record<string, string>> = givenErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const formRefs = useMergedRef(formRef, ref);
  // A refused order puts the focus on its first wrong field.
  useFocusFirstError(formRef, givenErrors);
  const [values, setValues] = useState(
    () =>
      Object.fromEntries(fields.map((field) => [field.name, defaultValues[field.name] ?? ''])) as Record<
        Field,
        string
      >,
  );
  const firstMethod = defaultPaymentMethod ?? paymentMethods[0]?.value;
  const [chosen, setPayment] = useState(firstMethod);
  // The shop's list may change while the form is open (the methods it offers, once known): a way to
  // pay no longer offered gives way to the first one.
  const payment = paymentMethods.some((method) => method.value === chosen) ? chosen : firstMethod;
  const free = isFreeDelivery?.(values);
  const label = (field: CheckoutField<Field>) =>
    field.label ?? (text as unknown as Partial<Record<string, string>>)[field.name] ?? field.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending && payment !== undefined) onSubmit({ delivery: values, payment });
  };

  return (
    <Form
      ref={formRefs}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-busy={sending}
      {...part('root')}
      {...rootProps(root)}
    >
      <h2 id={`${id}-title`} {...part('title')}>
        {text.title}
      </h2>
      {intro}
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`${id}-${field.name}`}
          name={field.name}
          label={label(field)}
          error={errors[field.name]}
          type={field.type ?? 'text'}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
          required={field.required !== false}
          // A field the shop adds later (fields change with the way of delivery) starts empty.
          value={values[field.name] ?? ''}
          onChange={(event) => {
            const next = { ...values, [field.name]: event.target.value };
            setValues(next);
            onValuesChange?.(next);
          }}
        />
      ))}
      {isFreeDelivery && (
        <DeliveryNote role="status" $free={free === true} {...part('delivery-note')}>
          {free === undefined ? '' : free ? text.freeDelivery : text.operatorDelivery}
        </DeliveryNote>
      )}
      <fieldset {...part('payment')}>
        <legend>{text.payment}</legend>
        {paymentMethods.map((method) => (
          <PaymentMethod key={method.value} {...part('payment-method')} data-value={method.value}>
            <label>
              <input
                type="radio"
                name={`${id}-payment`}
                value={method.value}
                checked={payment === method.value}
                onChange={() => setPayment(method.value)}
                aria-describedby={method.hint ? `${id}-payment-${method.value}` : undefined}
              />{' '}
              {method.label}
            </label>
            {method.hint && <small id={`${id}-payment-${method.value}`}>{method.hint}</small>}
          </PaymentMethod>
        ))}
        {errors.payment && (
          <p role="alert" {...part('payment-error')}>
            {errors.payment}
          </p>
        )}
      </fieldset>
      {children}
      {formError && (
        <p role="alert" {...part('error')}>
          {formError}
        </p>
      )}
      <button type="submit" disabled={sending} {...part('submit')}>
        {sending ? text.sending : text.submit}
      </button>
    </Form>
  );
}

/**
 * The checkout: the delivery fields (a delivery address unless `fields` says otherwise) and the ways
 * to pay the shop offers. It says as the shopper types whether the address gets free delivery (when
 * given the shop's rule); what was typed stays when sending fails.
 *
 * Parts (`data-scope="checkout-form"`): `root` (the `<form>`, which takes `ref`), `title`,
 * `delivery-note`, `payment` (the fieldset), `payment-method` (each way to pay, with `data-value`),
 * `payment-error`, `error`, `submit`. Each field is a `FormField` (`data-scope="form-field"`; its input has the field's
 * `name`).
 */
export const CheckoutForm = forwardRef(CheckoutFormWithRef) as <
  Field extends string = DeliveryField,
  Method extends string = string,
>(
  props: CheckoutFormProps<Field, Method> & { ref?: Ref<HTMLFormElement> },
) => ReactElement;

const Form = styled.form`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.md};
  max-width: 480px;
  padding: ${vars.space.lg};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};

  h2 {
    margin: 0;
    font-family: ${vars.font.heading};
  }
  fieldset {
    display: grid;
    gap: ${vars.space.sm};
    margin: 0;
    padding: ${vars.space.sm} ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  legend {
    font-weight: 600;
  }
  [role='alert'] {
    margin: 0;
    color: ${vars.color.danger};
  }
  button[type='submit'] {
    ${primaryButton}
  }
`;

const PaymentMethod = styled.div`
  display: grid;
  gap: ${vars.space.xs};

  label {
    display: flex;
    align-items: center;
    gap: ${vars.space.xs};
    min-height: 24px;
  }
  small {
    color: ${vars.color.muted};
  }
`;

const DeliveryNote = styled.p<{ $free: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $free }) => ($free ? vars.color.success : vars.color.text)};
`;
