import type { OrderCustomer } from '@bookshop/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { orders, users } from './schema';

/**
 * The customer of each order, from the users table (for admins only): name, surname and e-mail; null
 * when the shopper deleted their account (the order's user is then gone).
 */
export async function customersOf(db: Database, orderIds: string[]): Promise<Map<string, OrderCustomer>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orders.id, name: users.name, surname: users.surname, email: users.email })
    .from(orders)
    .leftJoin(users, eq(orders.userId, users.id))
    .where(inArray(orders.id, orderIds));
  return new Map(
    rows.map(({ orderId, name, surname, email }) => [
      orderId,
      name !== null && surname !== null && email !== null ? { name, surname, email } : null,
    ]),
  );
}
