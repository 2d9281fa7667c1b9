// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addBookToGuestBasket } from './guestBasket';

const quijote = { id: 'b1', name: 'Don Quijote', price: 19.9 };
const rayuela = { id: 'b2', name: 'Rayuela', price: 14.5 };

describe('addBookToGuestBasket', () => {
  it('adds a new book with count 1', () => {
    expect(addBookToGuestBasket([], quijote)).toEqual([{ count: 1, book: quijote }]);
  });

  it('increments the count of a book already in the basket and keeps the others', () => {
    const basket = addBookToGuestBasket(addBookToGuestBasket([], quijote), rayuela);
    expect(addBookToGuestBasket(basket, quijote)).toEqual([
      { count: 2, book: quijote },
      { count: 1, book: rayuela },
    ]);
  });
});
