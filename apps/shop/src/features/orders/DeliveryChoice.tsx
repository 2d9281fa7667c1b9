import {
  type DeliveryMethod,
  deliveryMethodSchema,
  shopAddressLine,
  shopIdentity,
  textIn,
} from '@bookshop/contract';
import { useDeliveryQuote } from '@bookshop/data';
import { vars } from '@bookshop/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useAreaWords } from '../../i18n/area';
import { formatShopPrice } from '../../i18n/price';
import { orderWords } from './orderWords';

// Issue 37: how the books arrive, chosen and priced before the order is placed. The server prices the
// order again from its own table; these parts only show the shopper what it will say.

/** Courier or pickup: a radio group with its legend; pickup shows the shop's address and hours. */
export function DeliveryMethodChoice({
  method,
  onMethod,
}: {
  method: DeliveryMethod;
  onMethod: (method: DeliveryMethod) => void;
}) {
  const { words, language } = useAreaWords(orderWords);
  const id = useId();
  return (
    <Choice data-delivery-method={method}>
      <legend>{words.delivery.legend}</legend>
      {deliveryMethodSchema.options.map((option) => (
        <div key={option}>
          <label>
            <input
              type="radio"
              name={`${id}-delivery-method`}
              value={option}
              checked={method === option}
              onChange={() => onMethod(option)}
              aria-describedby={option === 'pickup' ? `${id}-pickup` : undefined}
            />{' '}
            {words.delivery[option]}
          </label>
          {option === 'pickup' && (
            <small id={`${id}-pickup`}>
              {words.delivery.pickupAt(shopAddressLine(language), textIn(shopIdentity.hours, language))}
            </small>
          )}
        </div>
      ))}
    </Choice>
  );
}

/**
 * What delivery costs and when it arrives, as the server quotes it for the postcode typed, and the
 * order's total with it: a live region, so a screen reader hears the price once the postcode is right.
 */
export function DeliveryQuoteNote({
  method,
  postcode,
  basketPrice,
}: {
  method: DeliveryMethod;
  postcode: string;
  /** The books' total in euros, as the basket shows it. */
  basketPrice: number;
}) {
  const { words, language, locale } = useAreaWords(orderWords);
  const quote = useDeliveryQuote(method, postcode);
  const date = (day: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));
  const price = (euros: number) => formatShopPrice(euros, language);

  let note = words.delivery.askPostcode;
  if (quote.isError) note = words.delivery.unavailable;
  else if (quote.isFetching && !quote.data) note = words.delivery.checking;
  else if (quote.data) {
    const { promise } = quote.data;
    if (promise === '24h') note = words.delivery.free;
    else if (promise === 'days' && quote.data.expectedBy)
      note = words.delivery.priced(price(quote.data.price), date(quote.data.expectedBy));
    else if (promise === 'pickup') note = words.delivery.pickupReady;
    else note = words.delivery.operator;
  }
  // Whole cents added, never euros as floats.
  const totalCents = Math.round(basketPrice * 100) + Math.round((quote.data?.price ?? 0) * 100);
  const quoted = quote.data !== undefined && !quote.isError;

  return (
    <Quote role="status" data-delivery-promise={quoted ? quote.data?.promise : undefined}>
      <p>{note}</p>
      {quoted && (
        <p>
          <strong>
            {method === 'pickup' ? words.basketTable.total : words.delivery.total}: {price(totalCents / 100)}
          </strong>
        </p>
      )}
    </Quote>
  );
}

const Choice = styled.fieldset`
  display: grid;
  gap: ${vars.space.sm};

  small {
    display: block;
    margin-inline-start: ${vars.space.lg};
  }
`;

const Quote = styled.div`
  display: grid;
  gap: ${vars.space.xs};

  p {
    margin: 0;
  }
`;
