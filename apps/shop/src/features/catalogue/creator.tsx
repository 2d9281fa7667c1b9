import { textIn } from '@bookshop/contract';
import { authorQuery, type Book, publisherQuery, useBasket } from '@bookshop/data';
import { AuthorPublisherPage } from '@bookshop/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import type { PageLoaderArgs } from '../../app/pages';
import { WordsArea } from '../../i18n/area';
import { useWords } from '../../i18n/useWords';
import { usePageTitle } from '../../layout/usePageTitle';
import { toCardBook } from './books';
import { catalogueWords } from './catalogueWords';

/** One module for both pages: the address says which one it shows. */
const isAuthorPage = (pathname: string) => pathname.startsWith('/authors/');

export async function loader({ params, url, context }: PageLoaderArgs) {
  const { queryClient } = context;
  const id = params.id ?? '';
  await (isAuthorPage(url.pathname)
    ? queryClient.ensureQueryData(authorQuery(id))
    : queryClient.ensureQueryData(publisherQuery(id)));
}

/** The shared page of an author or a publisher: who they are, then their books (SPEC section 2). */
export function Component() {
  const id = useParams().id ?? '';
  return isAuthorPage(useLocation().pathname) ? <AuthorPage id={id} /> : <PublisherPage id={id} />;
}

function AuthorPage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(authorQuery(id));
  const { language } = useWords();
  return (
    <CreatorBody
      name={textIn(data.author.name, language)}
      text={textIn(data.author.biography, language)}
      image={data.author.image}
      books={data.books}
    />
  );
}

function PublisherPage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(publisherQuery(id));
  const { language } = useWords();
  return (
    <CreatorBody
      name={textIn(data.publisher.name, language)}
      text={textIn(data.publisher.information, language)}
      image={data.publisher.image}
      books={data.books}
    />
  );
}

function CreatorBody({
  name,
  text,
  image,
  books,
}: {
  name: string;
  text: string;
  image: string;
  books: Book[];
}) {
  const { language } = useWords();
  const basket = useBasket();
  usePageTitle(name);
  return (
    <WordsArea area={catalogueWords}>
      <article aria-labelledby="creator-title">
        <AuthorPublisherPage
          name={name}
          text={text}
          image={image}
          books={books.map((book) => toCardBook(book, language))}
          headingId="creator-title"
          onAddToBasket={(bookId) => {
            const book = books.find((item) => item.id === bookId);
            if (book)
              basket.add({
                id: book.id,
                name: textIn(book.name, language),
                price: book.price,
                stock: book.stock,
              });
          }}
        />
      </article>
    </WordsArea>
  );
}
