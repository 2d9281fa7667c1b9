import type { OrderCustomer } from '@bookshop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { guestOrders, orders, users } from './schema';

/**
 * The customer of each order (for admins only): the account's name, surname and e-mail from the users
 * table; a guest's name and e-mail as they gave them; null when the shopper deleted their account (the
 * order's user is then gone).
 */
export async function customersOf(db: Database, orderIds: string[]): Promise<Map<string, OrderCustomer>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orders.id,
      name: users.name,
      surname: users.surname,
      email: users.email,
      guestName: guestOrders.name,
      guestEmail: guestOrders.email,
    })
    .from(orders)
    .leftJoin(users, eq(orders.userId, users.id))
    .leftJoin(guestOrders, eq(guestOrders.orderId, orders.id))
    .where(inArray(orders.id, orderIds));
  return new Map(
    rows.map(({ orderId, name, surname, email, guestName, guestEmail }) => [
      orderId,
      name !== null && surname !== null && email !== null
        ? { name, surname, email }
        : guestName !== null && guestEmail !== null
          ? { name: guestName, surname: '', email: guestEmail }
          : null,
    ]),
  );
}
