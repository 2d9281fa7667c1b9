import { z } from 'zod';
import { orderSchema } from './orders';

/**
 * Who placed an order, as the back office sees it (admins only): the account's name and e-mail from the
 * users table, or a guest's name (surname empty) and e-mail; null once the shopper deleted their account
 * (the order stays for the accounts).
 */
export const orderCustomerSchema = z
  .object({ name: z.string(), surname: z.string(), email: z.string() })
  .nullable();
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** `GET /orders` (admin): every order with its customer. */
export const adminOrderSchema = orderSchema.extend({ customer: orderCustomerSchema });
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersResponseSchema = z.object({ orders: z.array(adminOrderSchema) });
