import { createOrderBodySchema, isBarcelonaAddress } from '@bookshop/contract';
import { type AuthUser, useBasket, useCreateOrder, useCurrentUser } from '@bookshop/data';
import { BasketTable, CheckoutForm, Link } from '@bookshop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type FormErrors, serverErrors, validate } from '../formErrors';
import { useWords } from '../i18n/useWords';
import { PageTitle } from '../layout/PageTitle';
import { orderHref } from '../orders';
import { usePageTitle } from '../usePageTitle';

/** The basket: the browser's for guests, the server's when signed in, with + and - per book. */
export function Component() {
  const { words, locale } = useWords();
  const basket = useBasket();
  const { data: user } = useCurrentUser();
  usePageTitle(words.basket);

  return (
    <Page>
      <section aria-labelledby="basket-title">
        <PageTitle id="basket-title">{words.basket}</PageTitle>
        <BasketTable
          lines={basket.lines.map(({ count, book }) => ({
            id: book.id,
            name: book.name,
            price: book.price,
            count,
          }))}
          count={basket.count}
          total={basket.price}
          locale={locale}
          onAdd={(bookId) => {
            const line = basket.lines.find((item) => item.book.id === bookId);
            if (line) basket.add({ id: line.book.id, name: line.book.name, price: line.book.price });
          }}
          onRemove={basket.remove}
          labels={{
            books: words.books,
            price: words.price,
            quantity: words.quantity,
            total: words.total,
            empty: words.basketEmpty,
            add: words.add,
            remove: words.remove,
          }}
        />
      </section>
      {basket.lines.length > 0 &&
        (user ? (
          <Checkout user={user} />
        ) : (
          // Signing in merges the guest basket into the server's, then brings the shopper back here.
          <p>
            {words.checkoutGuest} <Link href="/sign_in?next=/basket">{words.signIn}</Link> ·{' '}
            <Link href="/sign_up?next=/basket">{words.signUp}</Link>
          </p>
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

function Checkout({ user }: { user: AuthUser }) {
  const { words } = useWords();
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });

  return (
    <CheckoutForm
      isFreeDelivery={isBarcelonaAddress}
      defaultValues={{ telephone: user.telephone }}
      sending={createOrder.isPending}
      errors={errors.fields}
      formError={errors.form}
      onSubmit={(order) => {
        // The server's own schema checks the address first, so messages appear at their fields at once.
        const checked = validate(createOrderBodySchema, order, words);
        if ('errors' in checked) return setErrors(deliveryErrors(checked.errors));
        setErrors({ fields: {} });
        createOrder.mutate(checked.data, {
          onSuccess: (placed) => navigate(orderHref(placed.id), { state: { placed: true } }),
          onError: (error) => setErrors(deliveryErrors(serverErrors(error, words))),
        });
      }}
      labels={{
        title: words.checkout,
        street: words.streetAndNumber,
        postcode: words.postcode,
        town: words.town,
        telephone: words.telephone,
        payment: words.payment,
        cardOnDelivery: words.cardOnDelivery,
        cardOnDeliveryHint: words.cardOnDeliveryHint,
        submit: words.placeOrder,
        sending: words.placingOrder,
        freeDelivery: words.freeDelivery,
        operatorDelivery: words.operatorDelivery,
      }}
    />
  );
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  > p a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;
