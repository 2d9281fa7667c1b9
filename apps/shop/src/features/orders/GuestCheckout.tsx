import {
  type DeliveryMethod,
  type GuestOrderBody,
  guestOrderBodySchema,
  shopPaths,
} from '@bookshop/contract';
import { useBasket, useCreateGuestOrder } from '@bookshop/data';
import { type CheckoutField, CheckoutForm, DELIVERY_FIELDS, Link, primaryButton, vars } from '@bookshop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAreaWords } from '../../i18n/area';
import { type FormErrors, serverErrors, validate } from '../../layout/formErrors';
import { InvoiceBuyer, postToBank, usePaymentChoices } from './basket';
import { withoutCorrectedFields } from './correctedFields';
import { DeliveryMethodChoice, DeliveryQuoteNote } from './DeliveryChoice';
import { orderWords } from './orderWords';

type GuestField = 'email' | 'name' | (typeof DELIVERY_FIELDS)[number]['name'];

/** The contract names the fields `guest.email` and `delivery.street`; the form names them `email`, `street`. */
function guestErrors(errors: FormErrors): FormErrors {
  const fields: Record<string, string> = {};
  let form = errors.form;
  for (const [field, message] of Object.entries(errors.fields)) {
    // The lines come from the basket, not a field: what is wrong with them is said above the button.
    if (field === 'items' || field.startsWith('items.')) form = message;
    else fields[field.replace(/^(delivery|guest)\./, '')] = message;
  }
  return { fields, form };
}

interface Buyer {
  taxId: string;
  name: string;
}

/**
 * Checkout for a guest (issue 37): sign in or up, or continue as a guest with an e-mail address. The
 * guest's basket (in the browser) is sent as the order's books; the server prices them and mails the
 * confirmation with a private link, where the shopper goes next (or to the bank first, paid online).
 */
export function GuestCheckout({ basketPrice }: { basketPrice: number }) {
  const { words, language } = useAreaWords(orderWords);
  const text = words.guestCheckout;
  const basket = useBasket();
  const createOrder = useCreateGuestOrder();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [toBank, setToBank] = useState(false);
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('courier');
  const paymentChoices = usePaymentChoices(deliveryMethod);
  const [postcode, setPostcode] = useState('');
  const titleId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Opening the form takes the focus to its first field, the e-mail address.
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [open]);

  const fields: CheckoutField<GuestField>[] = [
    { name: 'email', label: text.email, type: 'email', autoComplete: 'email', inputMode: 'email' },
    { name: 'name', label: text.name, autoComplete: 'name' },
    // Pickup at the shop asks for no address (issue 37); the shop writes to the guest's e-mail.
    ...(deliveryMethod === 'pickup' ? [] : DELIVERY_FIELDS),
  ];

  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{text.title}</h2>
      {/* Signing in merges the guest basket into the server's, then brings the shopper back here. */}
      <p>
        {words.checkoutGuest} <Link href={shopPaths.signIn(shopPaths.basket())}>{words.topBar.signIn}</Link> ·{' '}
        <Link href={shopPaths.signUp(shopPaths.basket())}>{words.topBar.signUp}</Link>
      </p>
      {!open ? (
        <GuestButton type="button" onClick={() => setOpen(true)}>
          {text.continueAsGuest}
        </GuestButton>
      ) : (
        <>
          <p id={hintId}>
            {text.emailHint} {text.accountLater}
          </p>
          <CheckoutForm<GuestField>
            ref={formRef}
            aria-describedby={hintId}
            fields={fields}
            intro={<DeliveryMethodChoice method={deliveryMethod} onMethod={setDeliveryMethod} />}
            onValuesChange={(values) => {
              setPostcode(values.postcode ?? '');
              setErrors((current) => withoutCorrectedFields(current, values));
            }}
            paymentMethods={paymentChoices}
            defaultPaymentMethod="card_on_delivery"
            sending={createOrder.isPending || toBank}
            errors={errors.fields}
            formError={errors.form}
            onSubmit={({ delivery: { email, name, ...delivery }, payment }) => {
              const body = {
                ...(deliveryMethod === 'courier' && { delivery }),
                deliveryMethod,
                payment,
                guest: { email, name, language },
                items: basket.lines.map((line) => ({ book: line.book.id, count: line.count })),
                ...(buyer && { invoice: buyer }),
              };
              // The server's own schema first, so messages appear at their fields at once.
              const checked = validate<GuestOrderBody>(guestOrderBodySchema, body, language);
              if ('errors' in checked) return setErrors(guestErrors(checked.errors));
              setErrors({ fields: {} });
              createOrder.mutate(checked.data, {
                onSuccess: (placed) => {
                  if (!placed.paymentForm)
                    return navigate(shopPaths.followOrder(placed.followToken), { state: { placed: true } });
                  setToBank(true);
                  postToBank(placed.paymentForm);
                },
                onError: (error) => setErrors(guestErrors(serverErrors(error, language))),
              });
            }}
          >
            <InvoiceBuyer buyer={buyer} onBuyer={setBuyer} defaultName="" errors={errors.fields} />
            {/* Last before the button: the delivery's price and the total with it. */}
            <DeliveryQuoteNote method={deliveryMethod} postcode={postcode} basketPrice={basketPrice} />
          </CheckoutForm>
          <p role="status">{toBank ? words.toBank : ''}</p>
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${vars.space.md};

  h2 {
    margin: 0;
  }
  p {
    margin: 0;
  }
  > p a {
    color: ${vars.color.primary};
    font-weight: 600;
  }
`;

const GuestButton = styled.button`
  ${primaryButton}
  justify-self: start;
`;
