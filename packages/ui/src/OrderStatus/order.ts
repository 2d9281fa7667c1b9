/** The statuses an order goes through (the same names as the API's). */
export type OrderStatusName =
  | 'awaiting_payment'
  | 'placed'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'return_requested'
  | 'returned';

/** An order as the kit shows it: plain texts in the reader's language, ids as `id`. */
export interface OrderView {
  id: string;
  status: OrderStatusName;
  /** ISO date-time the order was placed. */
  createdAt: string;
  /** Euros, exact to the cent. */
  total: number;
  items: { id: string; name: string; count: number; price: number }[];
  delivery: {
    street: string;
    postcode: string;
    town: string;
    telephone: string;
    free: boolean;
    /** Collected at the shop: no address of the shopper's to show, the note says where (issue 37). */
    pickup?: boolean;
    /** What the shop says of this delivery (its price and date, a pickup), instead of free or operator. */
    note?: string;
  };
  /** How it is paid and where the payment stands, in the reader's language ("Card · Paid"). */
  payment?: string;
  /** Its invoices, each a link to its PDF. */
  invoices?: { id: string; label: string; href: string }[];
  /** Who placed it (the back office's lists): null when they deleted their account. */
  customer?: { name: string; email: string } | null;
}

/** A short, readable order number: the first 8 characters of its id, e.g. "#1A2B3C4D". */
export function orderNumber(id: string): string {
  return `#${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}

/** How an order's date is written: "20 Nov 2026" in en-GB. */
export const ORDER_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
