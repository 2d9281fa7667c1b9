import { addToGuestBasketAtom, newBooksQuery } from '@bookshop/data';
import { BookCard } from '@bookshop/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';
import { queryClient } from '../queryClient';
import { usePageTitle } from '../usePageTitle';

/** SPEC section 9: the home page shows the 10 newest books. */
const NEW_BOOKS_COUNT = 10;

export async function loader() {
  await queryClient.ensureQueryData(newBooksQuery(NEW_BOOKS_COUNT));
  return null;
}

export function Component() {
  const { words, language, locale } = useWords();
  const { data: books } = useSuspenseQuery(newBooksQuery(NEW_BOOKS_COUNT));
  const addToBasket = useSetAtom(addToGuestBasketAtom);
  const [announcement, setAnnouncement] = useState('');
  usePageTitle(words.newBooks);

  return (
    <section aria-labelledby="new-books">
      <h1 className="visually-hidden">{words.siteTitle}</h1>
      <Heading id="new-books">{words.newBooks}</Heading>
      <Grid>
        {books.map((book, index) => (
          <li key={book.id}>
            <BookCard
              book={{
                id: book.id,
                name: book.name[language],
                pathName: book.name.eng,
                image: book.image,
                price: book.price,
                averageRating: book.averageRating,
              }}
              labels={{ addToBasket: words.addToBasket, rating: words.rating }}
              locale={locale}
              priority={index < 4}
              onAddToBasket={() => {
                addToBasket({ id: book.id, name: book.name[language], price: book.price });
                setAnnouncement(words.addedToBasket(book.name[language]));
              }}
            />
          </li>
        ))}
      </Grid>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </section>
  );
}

const Heading = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    justify-content: center;
  }
`;
