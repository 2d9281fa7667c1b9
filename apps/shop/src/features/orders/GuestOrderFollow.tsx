import { shopPaths } from '@bookshop/contract';
import { ApiError, followedInvoiceAddress, useCancelFollowedOrder, useFollowedOrder } from '@bookshop/data';
import { NotFound, OrderDetail, Spinner } from '@bookshop/ui';
import { useLocation, useParams } from 'react-router-dom';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { serverErrors } from '../../layout/formErrors';
import { usePageTitle } from '../../layout/usePageTitle';
import { useBackFromBank } from './bankReturn';
import { OrderNotice, PaymentResult } from './OrderNotices';
import { canCancel, toOrderView } from './orders';
import { orderWords } from './orderWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={orderWords}>
      <FollowPage />
    </WordsArea>
  );
}

/**
 * `/orders/follow/:token` (issue 37): a guest's order behind the private link the mails carry, where
 * the bank also sends the guest back. It shows what the server knows (asking again while the bank has
 * not answered), its invoices, and cancels it while the owner could. A return is asked for by mail.
 */
function FollowPage() {
  const { words, language } = useAreaWords(orderWords);
  const { token = '' } = useParams();
  const location = useLocation();
  const backFromBank = useBackFromBank();
  const order = useFollowedOrder(token, backFromBank);
  const cancel = useCancelFollowedOrder(token);
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true;
  usePageTitle(order.isError ? words.orderNotFoundTitle : words.guestCheckout.followTitle);

  if (order.isPending) return <Spinner />;
  if (order.isError) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <NotFound
          title={words.orderNotFoundTitle}
          text={words.guestCheckout.followNotFound}
          linkLabel={words.guestCheckout.backToShop}
          href={shopPaths.main()}
        />
      );
    }
    return <p role="alert">{words.loadError}</p>;
  }
  const view = toOrderView(order.data, language);
  return (
    <>
      {justPlaced && order.data.status === 'placed' && (
        <OrderNotice role="status">{words.orderPlaced}</OrderNotice>
      )}
      {backFromBank && (
        <PaymentResult status={order.data.paymentStatus} refused={words.guestCheckout.refused} />
      )}
      <OrderDetail
        order={{
          ...view,
          invoices: view.invoices?.map((invoice) => ({
            ...invoice,
            href: followedInvoiceAddress(token, invoice.id),
          })),
        }}
        canRequestReturn={false}
        canCancel={canCancel(order.data)}
        onCancel={() => cancel.mutate()}
        onRequestReturn={() => {}}
        busy={cancel.isPending}
        error={cancel.error ? (serverErrors(cancel.error, language).form ?? words.orderError) : undefined}
        backHref={shopPaths.main()}
        labels={{ back: words.guestCheckout.backToShop }}
      />
      <p>{words.guestCheckout.followHint}</p>
    </>
  );
}
