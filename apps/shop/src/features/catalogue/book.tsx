import { categoryTrail, shopImageSizes, stockState, textIn } from '@bookshop/contract';
import { bookQuery, relatedBooksQuery, useBasket, useCurrentUser, useRateBook } from '@bookshop/data';
import { BookDetails, Breadcrumbs, GuestNotice, Rating, vars } from '@bookshop/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { AfterTakeOver } from '../../app/AfterTakeOver';
import type { PageLoaderArgs } from '../../app/pages';
import { categoryCrumbs, categoryName } from '../../i18n/categories';
import { useWords } from '../../i18n/useWords';
import type { Words } from '../../i18n/words';
import { usePageTitle } from '../../layout/usePageTitle';
import { Comments } from './Comments';
import { WhenNear } from './WhenNear';

/**
 * The shelves below the book come after the first screen and only once the browser has the page (the
 * server's page has none): their code (the shelf, its cards) loads when they come near the screen.
 */
const RelatedShelves = lazy(() =>
  import('./RelatedShelves').then((module) => ({ default: module.RelatedShelves })),
);

/** "Avísame" only on a sold-out book: its form and texts load with it, never with every book page. */
const NotifyMe = lazy(() => import('./NotifyMe').then((module) => ({ default: module.NotifyMe })));

/** "Guardar para después" (issue 37): its code and words come after the page, outside its first load. */
const ForLater = lazy(() => import('../wishlist/ForLater').then((module) => ({ default: module.ForLater })));

export async function loader({ params, context }: PageLoaderArgs) {
  const id = params.id ?? '';
  const { queryClient, prefetch } = context;
  // The shelves below the book start loading with it, but the page does not wait for them.
  if (prefetch) void queryClient.prefetchQuery(relatedBooksQuery(id));
  await queryClient.ensureQueryData(bookQuery(id));
}

export function Component() {
  const id = useParams().id ?? '';
  const { words, language } = useWords();
  const { data: book } = useSuspenseQuery(bookQuery(id));
  const { data: user } = useCurrentUser();
  const rate = useRateBook(id);
  const basket = useBasket();
  usePageTitle(textIn(book.name, language));

  return (
    <article aria-labelledby="book-title">
      <Breadcrumbs
        items={[
          ...categoryCrumbs(categoryTrail(book.category), language),
          { label: textIn(book.name, language) },
        ]}
      />
      <BookDetails
        coverSizes={shopImageSizes.bookCover}
        book={{
          id: book.id,
          name: textIn(book.name, language),
          title: textIn(book.title, language),
          info: textIn(book.info, language),
          image: book.image,
          author: {
            id: book.author.id,
            name: textIn(book.author.name, language),
            pathName: book.author.name.eng,
          },
          publisher: {
            id: book.publisher.id,
            name: textIn(book.publisher.name, language),
            pathName: book.publisher.name.eng,
          },
          price: book.price,
          pagesCount: book.pagesCount,
          language: languageName(book.language, words),
          year: book.year,
          categories: book.category.map((slug) => ({ slug, name: categoryName(slug, language) })),
          stockState: stockState(book.stock),
          // The edition (issue 38), each line shown when known.
          isbn: book.isbn ?? undefined,
          format: book.format ? words.bookFormats[book.format] : undefined,
          translator: book.translator ?? undefined,
          series: book.series ? words.seriesLine(book.series, book.seriesNumber) : undefined,
        }}
        soldOutAction={
          <AfterTakeOver>
            <NotifyMe bookId={book.id} user={user} />
          </AfterTakeOver>
        }
        headingId="book-title"
        forLater={
          <AfterTakeOver>
            <ForLater bookId={book.id} name={book.name} />
          </AfterTakeOver>
        }
        onAddToBasket={() =>
          basket.add({ id: book.id, name: textIn(book.name, language), price: book.price, stock: book.stock })
        }
        rating={
          <>
            <RatingRow>
              <Rating readOnly value={book.averageRating} label={words.bookCard.rating(book.averageRating)} />
              <span>({book.ratingsCount})</span>
            </RatingRow>
            {user ? (
              <RatingRow>
                <span aria-hidden="true">{words.yourRating}</span>
                <Rating
                  value={book.myRating ?? 0}
                  onChange={(value) => rate.mutate(value)}
                  label={words.yourRating}
                />
              </RatingRow>
            ) : (
              <GuestNotice message={words.guestRate} />
            )}
          </>
        }
      />
      <WhenNear minHeight="0">
        <Suspense fallback={null}>
          <RelatedShelves bookId={book.id} />
        </Suspense>
      </WhenNear>
      <Comments bookId={book.id} comments={book.comments} user={user} />
    </article>
  );
}

/** The book's language code as a word in the reader's language ("cat" -> "Catalán" or "Catalan"). */
function languageName(code: string, words: Words): string {
  return words.languageNames[code] ?? code;
}

const RatingRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  margin-bottom: ${vars.space.sm};
`;
