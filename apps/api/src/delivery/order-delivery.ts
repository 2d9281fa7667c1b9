import { type CreateOrderBody, type DeliveryAddress, shopIdentity } from '@bookshop/contract';

/**
 * Where an order's books go: the body's address by courier (the schema requires it then), or the
 * shop's own address for a pickup, which asks the shopper for none (the account's telephone is kept
 * unless the body gives one).
 */
export function orderDeliveryOf(body: CreateOrderBody, accountTelephone: string): DeliveryAddress {
  if (body.deliveryMethod === 'pickup') {
    const { street, postcode, town } = shopIdentity.address;
    return { street, postcode, town, telephone: body.delivery?.telephone ?? accountTelephone };
  }
  // Cannot happen: the contract's schema requires the address unless the books are collected.
  if (!body.delivery) throw new Error('A courier order without an address passed the schema');
  return body.delivery;
}
