import { saveNewPasswordBodySchema, shopPaths, updateUserBodySchema } from '@bookshop/contract';
import {
  ApiError,
  type AuthUser,
  orderQuery,
  queryKeys,
  useCancelOrder,
  useCurrentUser,
  useMyOrders,
  useRequestReturn,
  useSavePassword,
  useSignOut,
  useUpdateUser,
} from '@bookshop/data';
import {
  AccountSettingsForm,
  Link,
  NotFound,
  OrderDetail,
  OrdersList,
  type PasswordValues,
  type ProfileValues,
  Spinner,
  vars,
} from '@bookshop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { type FormErrors, serverErrors, validate } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { useBackFromBank } from '../orders/bankReturn';
import { OrderNotice, PaymentResult } from '../orders/OrderNotices';
import { canCancel, canRequestReturn, orderHref, toOrderView } from '../orders/orders';
import { ForLaterList } from '../wishlist/ForLaterList';
import { forLaterWords } from '../wishlist/forLaterWords';
import { StockAlerts } from './accountStockAlerts';
import { accountArea } from './accountWords';
import { OwnData } from './OwnData';
import { ProfileImageSettings } from './ProfileImageSettings';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={accountArea}>
      <Page />
    </WordsArea>
  );
}

/** `/my_account/*`: orders and settings for the signed-in user; guests are sent to sign in. */
function Page() {
  const { words } = useAreaWords(accountArea);
  const forLaterTitle = useAreaWords(forLaterWords).words.forLater.title;
  const [path = '', orderId, orderPage] = (useParams()['*'] ?? '').split('/');
  const section = path === 'settings' || path === 'stock_alerts' || path === 'for_later' ? path : 'my_orders';
  const { data: user, isPending } = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  usePageTitle(
    section === 'settings'
      ? words.settings
      : section === 'stock_alerts'
        ? words.myStockAlerts
        : section === 'for_later'
          ? forLaterTitle
          : words.myOrders,
  );

  if (isPending) return <Spinner />;
  // A guest comes back to this very page after signing in; one who just signed out goes home.
  if (!user) {
    const to = leaving ? shopPaths.main() : shopPaths.signIn(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }

  return (
    <Layout>
      <nav aria-label={words.accountSections}>
        <Link href={shopPaths.myOrders()} aria-current={section === 'my_orders' ? 'page' : undefined}>
          {words.myOrders}
        </Link>
        <Link href={shopPaths.myStockAlerts()} aria-current={section === 'stock_alerts' ? 'page' : undefined}>
          {words.myStockAlerts}
        </Link>
        <Link href={shopPaths.myForLater()} aria-current={section === 'for_later' ? 'page' : undefined}>
          {forLaterTitle}
        </Link>
        <Link href={shopPaths.settings()} aria-current={section === 'settings' ? 'page' : undefined}>
          {words.settings}
        </Link>
        <button
          type="button"
          onClick={() => {
            setLeaving(true);
            signOut.mutate(undefined, {
              onSuccess: () => navigate(shopPaths.main()),
              onError: () => setLeaving(false),
            });
          }}
        >
          {words.signOut}
        </button>
      </nav>
      <div>
        {section === 'settings' ? (
          <Settings user={user} onLeaving={setLeaving} />
        ) : section === 'stock_alerts' ? (
          <StockAlerts />
        ) : section === 'for_later' ? (
          <ForLaterList />
        ) : orderId ? (
          <OrderPage orderId={orderId} onPaymentPage={orderPage === 'payment'} />
        ) : (
          <Orders user={user} />
        )}
      </div>
    </Layout>
  );
}

function Orders({ user }: { user: AuthUser }) {
  const { words, language } = useAreaWords(accountArea);
  const orders = useMyOrders(user.id);
  return (
    <section aria-labelledby="orders-title">
      <PageTitle id="orders-title">{words.myOrders}</PageTitle>
      <OrdersList
        orders={(orders.data ?? []).map((order) => toOrderView(order, language))}
        loading={orders.isPending}
        error={orders.isError ? words.loadError : undefined}
        detailHref={orderHref}
      />
    </section>
  );
}

/** While the bank's answer is awaited, the order is asked again this often. */
const PAYMENT_POLL_MS = 1500;

/**
 * `/my_account/my_orders/:id`: one order, with cancel while placed and return when allowed. At
 * `/my_account/my_orders/:id/payment` (where the bank sends the shopper back) it says how the payment
 * went as the server knows it, asking again while the bank has not answered.
 */
function OrderPage({ orderId, onPaymentPage }: { orderId: string; onPaymentPage: boolean }) {
  // The payment page is where the bank sends the shopper back; its answer leaves the address there.
  const backFromBank = useBackFromBank() || onPaymentPage;
  const { words, language } = useAreaWords(accountArea);
  const queryClient = useQueryClient();
  const order = useQuery({
    ...orderQuery(orderId),
    refetchInterval: (query) => (query.state.data?.paymentStatus === 'pending' ? PAYMENT_POLL_MS : false),
  });
  const paymentStatus = order.data?.paymentStatus;
  // A refused payment put the books back in the server's basket.
  useEffect(() => {
    if (backFromBank && paymentStatus === 'refused') {
      void queryClient.invalidateQueries({ queryKey: queryKeys.basket });
    }
  }, [backFromBank, paymentStatus, queryClient]);
  const cancel = useCancelOrder();
  const requestReturn = useRequestReturn();
  const justPlaced = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  const failed = cancel.error ?? requestReturn.error;

  if (order.isPending) return <Spinner />;
  if (order.isError) {
    // Someone else's order (403) reads like an unknown one (404): neither says whether it exists.
    const status = order.error instanceof ApiError ? order.error.status : undefined;
    if (status === 403 || status === 404) {
      return (
        <NotFound
          title={words.orderNotFoundTitle}
          text={words.orderNotFoundText}
          linkLabel={words.orderDetail.back}
          href={shopPaths.myOrders()}
        />
      );
    }
    return <p role="alert">{words.loadError}</p>;
  }
  return (
    <>
      {justPlaced && order.data.status === 'placed' && (
        <OrderNotice role="status">{words.orderPlaced}</OrderNotice>
      )}
      {backFromBank && (
        <PaymentResult
          status={order.data.paymentStatus}
          refused={
            <>
              {words.paymentResult.refused} <Link href={shopPaths.basket()}>{words.basketLink}</Link>
            </>
          }
        />
      )}
      <OrderDetail
        order={toOrderView(order.data, language)}
        canRequestReturn={canRequestReturn(order.data)}
        canCancel={canCancel(order.data)}
        onCancel={(id) => cancel.mutate(id)}
        onRequestReturn={(id) => requestReturn.mutate(id)}
        busy={cancel.isPending || requestReturn.isPending}
        error={failed ? (serverErrors(failed, language).form ?? words.orderError) : undefined}
        backHref={shopPaths.myOrders()}
      />
    </>
  );
}

function Settings({ user, onLeaving }: { user: AuthUser; onLeaving: (leaving: boolean) => void }) {
  const { words, language } = useAreaWords(accountArea);
  const update = useUpdateUser();
  const savePassword = useSavePassword();
  const [profileErrors, setProfileErrors] = useState<FormErrors>({ fields: {} });
  const [passwordErrors, setPasswordErrors] = useState<FormErrors>({ fields: {} });
  const [saved, setSaved] = useState('');

  const saveProfile = (values: ProfileValues) => {
    const checked = validate(updateUserBodySchema, values, language);
    if ('errors' in checked) return setProfileErrors(checked.errors);
    setProfileErrors({ fields: {} });
    update.mutate(checked.data, {
      onSuccess: () => setSaved(words.saved),
      onError: (error) => setProfileErrors(serverErrors(error, language)),
    });
  };

  const changePassword = (values: PasswordValues, done: { clear: () => void }) => {
    const checked = validate(saveNewPasswordBodySchema, values, language);
    if ('errors' in checked) return setPasswordErrors(checked.errors);
    setPasswordErrors({ fields: {} });
    savePassword.mutate(checked.data, {
      onSuccess: () => {
        done.clear();
        setSaved(words.saved);
      },
      onError: (error) => setPasswordErrors(serverErrors(error, language)),
    });
  };

  return (
    <section aria-labelledby="settings-title">
      <PageTitle id="settings-title">{words.settings}</PageTitle>
      <ProfileImageSettings user={user} />
      <AccountSettingsForm
        user={user}
        onSaveProfile={saveProfile}
        onSavePassword={changePassword}
        profileErrors={profileErrors}
        passwordErrors={passwordErrors}
        profilePending={update.isPending}
        passwordPending={savePassword.isPending}
        status={saved}
      />
      <OwnData onLeaving={onLeaving} />
    </section>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 200px 1fr;
  gap: ${vars.space.xl};

  nav {
    display: flex;
    flex-direction: column;
    gap: ${vars.space.sm};
  }
  nav a[aria-current='page'] {
    font-weight: 700;
  }
  nav button {
    justify-self: start;
    min-height: 44px;
    font: inherit;
    background: none;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
  }
`;
