import { createOrderBodySchema, isBarcelonaAddress, shopPaths } from '@bookshop/contract';
import { type AuthUser, useBasket, useCreateOrder, useCurrentUser } from '@bookshop/data';
import { BasketTable, CheckoutForm, Link, vars } from '@bookshop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type FormErrors, serverErrors, validate } from '../formErrors';
import { useAreaWords, WordsArea } from '../i18n/area';
import { orderWords } from '../i18n/orderWords';
import { PageTitle } from '../layout/PageTitle';
import { orderHref } from '../orders';
import { usePageTitle } from '../usePageTitle';

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
          <Checkout user={user} />
        ) : (
          // Signing in merges the guest basket into the server's, then brings the shopper back here.
          <p>
            {words.checkoutGuest}{' '}
            <Link href={shopPaths.signIn(shopPaths.basket())}>{words.topBar.signIn}</Link> ·{' '}
            <Link href={shopPaths.signUp(shopPaths.basket())}>{words.topBar.signUp}</Link>
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

/** Free delivery is told once the town and postcode are typed (the contract's Barcelona rule). */
const freeDelivery = (address: { town: string; postcode: string }) =>
  address.town.trim() && address.postcode.trim() ? isBarcelonaAddress(address) : undefined;

function Checkout({ user }: { user: AuthUser }) {
  const { language, words } = useAreaWords(orderWords);
  const createOrder = useCreateOrder();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });

  return (
    <CheckoutForm
      isFreeDelivery={freeDelivery}
      paymentMethods={[
        {
          value: 'card_on_delivery',
          label: words.checkoutForm.cardOnDelivery,
          hint: words.checkoutForm.cardOnDeliveryHint,
        },
      ]}
      defaultValues={{ telephone: user.telephone }}
      sending={createOrder.isPending}
      errors={errors.fields}
      formError={errors.form}
      onSubmit={(order) => {
        // The server's own schema checks the address first, so messages appear at their fields at once.
        const checked = validate(createOrderBodySchema, order, language);
        if ('errors' in checked) return setErrors(deliveryErrors(checked.errors));
        setErrors({ fields: {} });
        createOrder.mutate(checked.data, {
          onSuccess: (placed) => navigate(orderHref(placed.id), { state: { placed: true } }),
          onError: (error) => setErrors(deliveryErrors(serverErrors(error, language))),
        });
      }}
    />
  );
}

const Page = styled.div`
  display: grid;
  gap: ${vars.space.xl};

  > p a {
    color: ${vars.color.primary};
    font-weight: 600;
  }
`;
