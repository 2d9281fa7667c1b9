import { type Language, stockState, textIn } from '@bookshop/contract';
import type { BookCardBook } from '@bookshop/ui';
import { DEFAULT_CARD_PRICE } from '../../i18n/price';

interface Named {
  id: string;
  name: { eng: string; esp: string };
}

/**
 * A book from the API as a card shows it: its name in the reader's language, its address in English,
 * and the SPEC's default price and rating when the book has none.
 */
export function toCardBook(
  book: Named & { image: string; price?: number | null; averageRating?: number | null; stock?: number },
  language: Language,
): BookCardBook {
  return {
    id: book.id,
    name: textIn(book.name, language),
    pathName: book.name.eng,
    image: book.image,
    price: book.price ?? DEFAULT_CARD_PRICE,
    averageRating: book.averageRating ?? 0,
    // The badge only where the stock is known (a list's books, not a search suggestion).
    stockState: book.stock === undefined ? undefined : stockState(book.stock),
  };
}

/** An author, publisher or search result as a link list shows it. */
export function toNamedItem(item: Named & { image: string }, language: Language) {
  return { id: item.id, name: textIn(item.name, language), pathName: item.name.eng, image: item.image };
}
