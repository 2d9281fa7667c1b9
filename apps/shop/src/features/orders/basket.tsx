import {
  createOrderBodySchema,
  type DeliveryMethod,
  type PaymentForm,
  type PaymentMethod,
} from '@bookshop/contract';
import { type AuthUser, useBasket, useCreateOrder, useCurrentUser, usePaymentMethods } from '@bookshop/data';
import { BasketTable, CheckoutForm, DELIVERY_FIELDS, FormField, vars } from '@bookshop/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { type FormErrors, serverErrors, validate } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { withoutCorrectedFields } from './correctedFields';
import { DeliveryMethodChoice, DeliveryQuoteNote } from './DeliveryChoice';
import { GuestCheckout } from './GuestCheckout';
import { orderHref } from './orders';
import { orderWords } from './orderWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={orderWords}>
      <BasketPage />
    </WordsArea>
  );
}

/** The basket: the browser's for guests, the server's when signed in, with + and - per book. */
function BasketPage() {
  const { words } = useAreaWords(orderWords);
  const basket = useBasket();
  const { data: user } = useCurrentUser();
  usePageTitle(words.basketWidget.basket);

  return (
    <Page>
      <section aria-labelledby="basket-title">
        <PageTitle id="basket-title">{words.basketWidget.basket}</PageTitle>
        <BasketTable
          lines={basket.lines.map(({ count, book }) => ({
            id: book.id,
            name: book.name,
            price: book.price,
            count,
            image: book.image,
          }))}
          count={basket.count}
          total={basket.price}
          onAdd={(bookId) => {
            const line = basket.lines.find((item) => item.book.id === bookId);
            if (line) basket.add({ ...line.book, name: line.book.name });
          }}
          onRemove={basket.remove}
        />
      </section>
      {basket.lines.length > 0 &&
        (user ? (
          <Checkout user={user} basketPrice={basket.price} />
        ) : (
          <GuestCheckout basketPrice={basket.price} />
        ))}
    </Page>
  );
}

/** The contract names delivery fields `delivery.street`; the form names them `street`. */
function deliveryErrors(errors: FormErrors): FormErrors {
  const fields = Object.fromEntries(
    Object.entries(errors.fields).map(([field, message]) => [field.replace(/^delivery\./, ''), message]),
  );
  return { ...errors, fields };
}

interface Buyer {
  taxId: string;
  name: string;
}

function Checkout({ user, basketPrice }: { user: AuthUser; basketPrice: number }) {
  const { words, language } = useAreaWords(orderWords);
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [buyer, setBuyer] = useState<Buyer | null>(null);
  const [toBank, setToBank] = useState(false);
  const [deliveryMethod, setDeliveryMethod] = useState<DeliveryMethod>('courier');
  const paymentChoices = usePaymentChoices(deliveryMethod);
  const [postcode, setPostcode] = useState('');

  return (
    <>
      <CheckoutForm
        // Pickup at the shop asks for no address (issue 37).
        fields={deliveryMethod === 'pickup' ? [] : DELIVERY_FIELDS}
        intro={<DeliveryMethodChoice method={deliveryMethod} onMethod={setDeliveryMethod} />}
        onValuesChange={(values) => {
          setPostcode(values.postcode ?? '');
          setErrors((current) => withoutCorrectedFields(current, values));
        }}
        paymentMethods={paymentChoices}
        // Paid to the courier unless the shopper picks the bank, whatever order the server lists them in.
        defaultPaymentMethod="card_on_delivery"
        defaultValues={{ telephone: user.telephone }}
        sending={createOrder.isPending || toBank}
        errors={errors.fields}
        formError={errors.form}
        onSubmit={(order) => {
          // The server's own schema checks the address first, so messages appear at their fields at once.
          const body = {
            ...(deliveryMethod === 'courier' && { delivery: order.delivery }),
            deliveryMethod,
            payment: order.payment,
            ...(buyer && { invoice: buyer }),
          };
          const checked = validate(createOrderBodySchema, body, language);
          if ('errors' in checked) return setErrors(deliveryErrors(checked.errors));
          setErrors({ fields: {} });
          createOrder.mutate(checked.data, {
            // Paid online: the browser goes to the bank; the bank sends it back to the order's payment page.
            onSuccess: (placed) => {
              if (!placed.paymentForm)
                return navigate(orderHref(placed.order.id), { state: { placed: true } });
              setToBank(true);
              postToBank(placed.paymentForm);
            },
            onError: (error) => setErrors(deliveryErrors(serverErrors(error, language))),
          });
        }}
      >
        <InvoiceBuyer
          buyer={buyer}
          onBuyer={setBuyer}
          defaultName={`${user.name} ${user.surname}`}
          errors={errors.fields}
        />
        {/* Last before the button: the delivery's price and the total with it. */}
        <DeliveryQuoteNote method={deliveryMethod} postcode={postcode} basketPrice={basketPrice} />
      </CheckoutForm>
      {/* Beside the form, whose own status says where the books can be delivered. */}
      <p role="status">{toBank ? words.toBank : ''}</p>
    </>
  );
}

/**
 * The ways to pay the shop offers now, in the reader's language. Paid "on delivery" means at the counter
 * when the books are collected.
 */
export function usePaymentChoices(deliveryMethod: DeliveryMethod) {
  const { words } = useAreaWords(orderWords);
  const methods: PaymentMethod[] = usePaymentMethods().data ?? ['card_on_delivery'];
  return methods.map((method) => ({
    value: method,
    label: words.paymentMethods[method],
    hint:
      deliveryMethod === 'pickup' && method === 'card_on_delivery'
        ? words.delivery.payAtPickup
        : words.paymentHints[method],
  }));
}

/** A full invoice's buyer on request: the shop's own fields, after the kit's ways to pay. */
export function InvoiceBuyer({
  buyer,
  onBuyer,
  defaultName,
  errors,
}: {
  buyer: Buyer | null;
  onBuyer: (buyer: Buyer | null) => void;
  defaultName: string;
  errors: Record<string, string>;
}) {
  const { words } = useAreaWords(orderWords);
  const id = useId();
  return (
    <fieldset>
      <legend>{words.orderDetail.invoices}</legend>
      <label>
        <input
          type="checkbox"
          checked={buyer !== null}
          onChange={(event) => onBuyer(event.target.checked ? { taxId: '', name: defaultName } : null)}
        />{' '}
        {words.fullInvoice}
      </label>
      {buyer && (
        <>
          <FormField
            id={`${id}-tax-id`}
            name="invoice.taxId"
            label={words.invoiceTaxId}
            error={errors['invoice.taxId']}
            autoComplete="off"
            required
            value={buyer.taxId}
            onChange={(event) => onBuyer({ ...buyer, taxId: event.target.value })}
          />
          <FormField
            id={`${id}-name`}
            name="invoice.name"
            label={words.invoiceName}
            error={errors['invoice.name']}
            autoComplete="name"
            required
            value={buyer.name}
            onChange={(event) => onBuyer({ ...buyer, name: event.target.value })}
          />
        </>
      )}
    </fieldset>
  );
}

/**
 * Posts the bank's form as the page's own navigation: the shopper pays on the bank's page, never on
 * the shop's. Made outside React, since placing the order empties the basket and this page with it.
 */
export function postToBank(form: PaymentForm): void {
  const element = document.createElement('form');
  element.method = 'post';
  element.action = form.url;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}
const Page = styled.div`
  display: grid;
  gap: ${vars.space.xl};
`;
