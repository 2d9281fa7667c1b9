import type { Order } from '@bookshop/data';
import { useAreaWords } from '../../i18n/area';
import { orderWords } from './orderWords';

/**
 * A pickup order in the back office (issue 37): the button that tells its shopper it is ready to
 * collect (mailed in their language), then since when it has been.
 */
export function ReadyToCollect({ order, onReady }: { order: Order; onReady: () => void }) {
  const { words, locale } = useAreaWords(orderWords);
  if (order.delivery.method !== 'pickup') return null;
  if (order.delivery.readyAt) {
    const since = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    return <span>{words.delivery.readySince(since.format(new Date(order.delivery.readyAt)))}</span>;
  }
  if (order.status !== 'placed') return null;
  return (
    <button type="button" aria-describedby={`admin-order-${order.id}`} onClick={onReady}>
      {words.delivery.markReady}
    </button>
  );
}
