import { NEW_BOOKS_LIMIT, POPULAR_BOOKS_LIMIT } from '@bookshop/contract';
import {
  authorsQuery,
  homeTabAtom,
  newBooksQuery,
  popularBooksQuery,
  publishersQuery,
  sliderImagesQuery,
  useBasket,
  useSliderImages,
} from '@bookshop/data';
import { BookCarousel, EntityCarousel, ImageSlider } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import { toCardBook, toNamedItem } from '../books';
import { useWords } from '../i18n/useWords';
import { WhenNear } from '../layout/WhenNear';
import { queryClient } from '../queryClient';
import { usePageTitle } from '../usePageTitle';

/** The home page's data starts loading with the route, not after the first render. */
export function loader() {
  void queryClient.prefetchQuery(popularBooksQuery(POPULAR_BOOKS_LIMIT));
  void queryClient.prefetchQuery(sliderImagesQuery());
  void queryClient.prefetchQuery(authorsQuery());
  void queryClient.prefetchQuery(publishersQuery());
  return queryClient.ensureQueryData(newBooksQuery(NEW_BOOKS_LIMIT)).then(() => null);
}

export function Component() {
  const { words } = useWords();
  usePageTitle(words.newBooks);
  // Each part reads only its own data, so an answer arriving re-renders that part, not the whole page.
  return (
    <Page>
      <h1 className="visually-hidden">{words.siteTitle}</h1>
      <HomeSlider />
      <h2 className="visually-hidden">{words.books}</h2>
      <HomeBooks />
      {/* Below the fold on every screen: rendered as they come near, so the first paint is lighter. */}
      <WhenNear minHeight={ENTITY_CAROUSEL_HEIGHT}>
        <HomeAuthors />
      </WhenNear>
      <WhenNear minHeight={ENTITY_CAROUSEL_HEIGHT}>
        <HomePublishers />
      </WhenNear>
    </Page>
  );
}

function HomeSlider() {
  const { words, language } = useWords();
  const slides = useSliderImages();
  return (
    <ImageSlider
      slides={(slides.data ?? []).map((slide) => ({
        id: slide.id,
        image: slide.image,
        alt: slide.alt[language],
      }))}
      label={words.slider}
    />
  );
}

function HomeBooks() {
  const { words, language, locale } = useWords();
  const [tab, setTab] = useAtom(homeTabAtom);
  const newBooks = useQuery(newBooksQuery(NEW_BOOKS_LIMIT));
  const popularBooks = useQuery(popularBooksQuery(POPULAR_BOOKS_LIMIT));
  const basket = useBasket();

  const addToBasket = (bookId: string) => {
    const book = [...(newBooks.data ?? []), ...(popularBooks.data ?? [])].find((item) => item.id === bookId);
    if (book) basket.add({ id: book.id, name: book.name[language], price: book.price });
  };

  return (
    <BookCarousel
      newBooks={(newBooks.data ?? []).map((book) => toCardBook(book, language))}
      popularBooks={(popularBooks.data ?? []).map((book) => toCardBook(book, language))}
      tab={tab}
      onTabChange={setTab}
      onAddToBasket={addToBasket}
      loading={tab === 'new' ? newBooks.isPending : popularBooks.isPending}
      locale={locale}
      labels={{
        tabs: words.books,
        new: words.newBooks,
        popular: words.popularBooks,
        previous: words.previous,
        next: words.next,
        loading: words.loading,
        empty: words.noBooksYet,
      }}
      cardLabels={{ addToBasket: words.addToBasket, rating: words.rating }}
    />
  );
}

function HomeAuthors() {
  const { words, language } = useWords();
  const authors = useQuery(authorsQuery());
  return (
    <EntityCarousel
      kind="authors"
      items={(authors.data ?? []).map((author) => toNamedItem(author, language))}
      labels={{ heading: words.authors, previous: words.previous, next: words.next }}
    />
  );
}

function HomePublishers() {
  const { words, language } = useWords();
  const publishers = useQuery(publishersQuery());
  return (
    <EntityCarousel
      kind="publishers"
      items={(publishers.data ?? []).map((publisher) => toNamedItem(publisher, language))}
      labels={{ heading: words.publishers, previous: words.previous, next: words.next }}
    />
  );
}

/** Measured height of an author or publisher carousel (228 to 276 px from 360 to 1280 px wide). */
const ENTITY_CAROUSEL_HEIGHT = '250px';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;
