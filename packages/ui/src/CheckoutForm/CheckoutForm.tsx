'use client';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { FormField } from '../FormField/FormField';
import { useFocusFirstError } from '../FormField/useFocusFirstError';
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

export type DeliveryField = keyof DeliveryAddressValues;

export interface CheckoutFormProps {
  /** Whether this address gets free delivery within 24 hours (the shop passes the Barcelona rule). */
  isFreeDelivery: (address: { town: string; postcode: string }) => boolean;
  /** Called with the typed address (not trimmed: the server's schema does that). */
  onSubmit: (order: { delivery: DeliveryAddressValues; payment: 'card_on_delivery' }) => void;
  /** While the order is being sent the button is disabled. */
  sending?: boolean;
  /** Messages per field, already in the reader's language. */
  errors?: Partial<Record<DeliveryField, string>>;
  /** A failure that belongs to no field ("the server could not be reached"). */
  formError?: string;
  defaultValues?: Partial<DeliveryAddressValues>;
  /** Every text of the form; the provider's `text.checkoutForm` otherwise. */
  labels?: Partial<CheckoutFormLabels>;
  /**
   * The shop's own payment fields in place of the card-on-delivery choice (its methods, an invoice's
   * buyer); the shop then reads them itself when `onSubmit` is called.
   */
  paymentChoice?: ReactNode;
}

const fields: { name: DeliveryField; autoComplete: string; type?: string; inputMode?: 'numeric' | 'tel' }[] =
  [
    { name: 'street', autoComplete: 'street-address' },
    { name: 'postcode', autoComplete: 'postal-code', inputMode: 'numeric' },
    { name: 'town', autoComplete: 'address-level2' },
    { name: 'telephone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  ];

/**
 * The checkout: delivery address and card on delivery. It says as the shopper types whether the
 * address gets free 24-hour Barcelona delivery; what was typed stays when sending fails.
 */
export function CheckoutForm({
  isFreeDelivery,
  onSubmit,
  sending = false,
  errors: givenErrors,
  formError,
  defaultValues = {},
  labels,
  paymentChoice,
}: CheckoutFormProps) {
  const text = useLabels('checkoutForm', checkoutFormLabels, labels);
  const id = useId();
  const errors = givenErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  // A refused address puts the focus on its first wrong field.
  useFocusFirstError(formRef, givenErrors);
  const [values, setValues] = useState<DeliveryAddressValues>({
    street: defaultValues.street ?? '',
    postcode: defaultValues.postcode ?? '',
    town: defaultValues.town ?? '',
    telephone: defaultValues.telephone ?? '',
  });
  const addressKnown = values.town.trim() !== '' && values.postcode.trim() !== '';
  const free = addressKnown && isFreeDelivery(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending) onSubmit({ delivery: values, payment: 'card_on_delivery' });
  };

  return (
    <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={sending}>
      <h2 id={`${id}-title`}>{text.title}</h2>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        return (
          <FormField
            key={field.name}
            id={fieldId}
            name={field.name}
            label={text[field.name]}
            error={errors[field.name]}
            type={field.type ?? 'text'}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        );
      })}
      <DeliveryNote role="status" $free={free}>
        {addressKnown ? (free ? text.freeDelivery : text.operatorDelivery) : ''}
      </DeliveryNote>
      {paymentChoice ?? (
        <fieldset>
          <legend>{text.payment}</legend>
          <label>
            <input type="radio" name="payment" value="card_on_delivery" checked readOnly />{' '}
            {text.cardOnDelivery}
          </label>
          <small>{text.cardOnDeliveryHint}</small>
        </fieldset>
      )}
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" disabled={sending}>
        {sending ? text.sending : text.submit}
      </button>
    </Form>
  );
}

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
    gap: ${vars.space.xs};
    margin: 0;
    padding: ${vars.space.sm} ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  legend {
    font-weight: 600;
  }
  small {
    color: ${vars.color.muted};
  }
  [role='alert'] {
    margin: 0;
    color: ${vars.color.danger};
  }
  button[type='submit'] {
    ${primaryButton}
  }
`;

const DeliveryNote = styled.p<{ $free: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ $free }) => ($free ? vars.color.success : vars.color.text)};
`;
