import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { FormField } from '../FormField';
import { primaryButton } from '../theme/mixins';

export interface DeliveryAddressValues {
  street: string;
  postcode: string;
  town: string;
  telephone: string;
}

export type DeliveryField = keyof DeliveryAddressValues;

export interface CheckoutFormLabels {
  title: string;
  street: string;
  postcode: string;
  town: string;
  telephone: string;
  payment: string;
  cardOnDelivery: string;
  /** Under the payment choice: no card data is asked for here. */
  cardOnDeliveryHint: string;
  submit: string;
  sending: string;
  freeDelivery: string;
  operatorDelivery: string;
}

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
  labels?: CheckoutFormLabels;
}

const englishLabels: CheckoutFormLabels = {
  title: 'Delivery and payment',
  street: 'Street and number',
  postcode: 'Postcode',
  town: 'Town',
  telephone: 'Telephone',
  payment: 'Payment',
  cardOnDelivery: 'Card on delivery',
  cardOnDeliveryHint: 'You pay by card when the books arrive.',
  submit: 'Place order',
  sending: 'Placing your order…',
  freeDelivery: 'Free delivery in Barcelona within 24 hours.',
  operatorDelivery: 'Outside Barcelona: an operator will contact you about delivery.',
};

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
  errors = {},
  formError,
  defaultValues = {},
  labels = englishLabels,
}: CheckoutFormProps) {
  const id = useId();
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
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={sending}>
      <h2 id={`${id}-title`}>{labels.title}</h2>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        return (
          <FormField
            key={field.name}
            id={fieldId}
            name={field.name}
            label={labels[field.name]}
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
        {addressKnown ? (free ? labels.freeDelivery : labels.operatorDelivery) : ''}
      </DeliveryNote>
      <fieldset>
        <legend>{labels.payment}</legend>
        <label>
          <input type="radio" name="payment" value="card_on_delivery" checked readOnly />{' '}
          {labels.cardOnDelivery}
        </label>
        <small>{labels.cardOnDeliveryHint}</small>
      </fieldset>
      {formError && <p role="alert">{formError}</p>}
      <button type="submit" disabled={sending}>
        {sending ? labels.sending : labels.submit}
      </button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 480px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
  }
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  legend {
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
  }
  button[type='submit'] {
    ${primaryButton}
  }
`;

const DeliveryNote = styled.p<{ $free: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${({ theme, $free }) => ($free ? theme.color.success : theme.color.text)};
`;
