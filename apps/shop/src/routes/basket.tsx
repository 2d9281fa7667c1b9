import { useBasket } from '@bookshop/data';
import { BasketTable } from '@bookshop/ui';
import { useWords } from '../i18n/useWords';
import { PageTitle } from '../layout/PageTitle';
import { usePageTitle } from '../usePageTitle';

/** The basket: the browser's for guests, the server's when signed in, with + and - per book. */
export function Component() {
  const { words, locale } = useWords();
  const basket = useBasket();
  usePageTitle(words.basket);

  return (
    <section aria-labelledby="basket-title">
      <PageTitle id="basket-title">{words.basket}</PageTitle>
      <BasketTable
        lines={basket.lines.map(({ count, book }) => ({
          id: book.id,
          name: book.name,
          price: book.price,
          count,
        }))}
        count={basket.count}
        total={basket.price}
        locale={locale}
        onAdd={(bookId) => {
          const line = basket.lines.find((item) => item.book.id === bookId);
          if (line) basket.add({ id: line.book.id, name: line.book.name, price: line.book.price });
        }}
        onRemove={basket.remove}
        labels={{
          books: words.books,
          price: words.price,
          quantity: words.quantity,
          total: words.total,
          empty: words.basketEmpty,
          add: words.add,
          remove: words.remove,
        }}
      />
    </section>
  );
}
