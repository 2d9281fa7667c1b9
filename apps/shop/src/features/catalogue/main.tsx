import {
  isSlideLink,
  NEW_BOOKS_LIMIT,
  POPULAR_BOOKS_LIMIT,
  shopImageSizes,
  textIn,
} from '@bookshop/contract';
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
import { BookCarousel, EntityCarousel, VisuallyHidden, vars } from '@bookshop/ui';
import { ImageSlider } from '@bookshop/ui/image-slider';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import type { PageLoaderArgs } from '../../app/pages';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { useWords } from '../../i18n/useWords';
import { usePageTitle } from '../../layout/usePageTitle';
import { forLaterWords } from '../wishlist/forLaterWords';
import { useCardsForLater } from '../wishlist/useForLater';
import { toCardBook, toNamedItem } from './books';
import { catalogueWords } from './catalogueWords';
import { SHELF_CARDS } from './shelves';
import { WhenNear } from './WhenNear';

/**
 * The home page's data starts loading with the route, not after the first render. The page waits for
 * the new books; the server's render waits for the slides too (its first screen), and leaves the
 * other tabs and the shelves below the fold to the browser.
 */
export function loader({ context }: PageLoaderArgs) {
  const { queryClient, prefetch } = context;
  const slides = queryClient.prefetchQuery(sliderImagesQuery());
  if (prefetch) {
    void queryClient.prefetchQuery(popularBooksQuery(POPULAR_BOOKS_LIMIT));
    void queryClient.prefetchQuery(authorsQuery());
    void queryClient.prefetchQuery(publishersQuery());
  }
  const newBooks = queryClient.ensureQueryData(newBooksQuery(NEW_BOOKS_LIMIT));
  return (prefetch ? newBooks : Promise.all([newBooks, slides])).then(() => null);
}

export function Component() {
  const { words } = useAreaWords(catalogueWords);
  usePageTitle(words.bookCarousel.new);
  // Each part reads only its own data, so an answer arriving re-renders that part, not the whole page.
  return (
    <WordsArea area={catalogueWords}>
      <Page>
        <VisuallyHidden as="h1">{words.siteTitle}</VisuallyHidden>
        <HomeSlider />
        <VisuallyHidden as="h2">{words.bookCarousel.tabs}</VisuallyHidden>
        <HomeBooks />
        {/* Below the fold on every screen: rendered as they come near, so the first paint is lighter. */}
        <WhenNear minHeight={ENTITY_CAROUSEL_HEIGHT}>
          <HomeAuthors />
        </WhenNear>
        <WhenNear minHeight={ENTITY_CAROUSEL_HEIGHT}>
          <HomePublishers />
        </WhenNear>
      </Page>
    </WordsArea>
  );
}

function HomeSlider() {
  const { language } = useWords();
  const slides = useSliderImages();
  return (
    <ImageSlider
      slides={(slides.data ?? []).map((slide) => ({
        id: slide.id,
        image: slide.image,
        // The artwork carries no words: the headline is the slide's text, in the reader's language.
        alt: '',
        headline: textIn(slide.headline, language),
        // Its collection; checked again here, so a slide can only ever open one of the shop's lists.
        href: slide.link && isSlideLink(slide.link) ? slide.link : undefined,
      }))}
      sizes={shopImageSizes.slide}
    />
  );
}

function HomeBooks() {
  const { language } = useWords();
  const [tab, setTab] = useAtom(homeTabAtom);
  const newBooks = useQuery(newBooksQuery(NEW_BOOKS_LIMIT));
  const popularBooks = useQuery(popularBooksQuery(POPULAR_BOOKS_LIMIT));
  const basket = useBasket();
  const shown = [...(newBooks.data ?? []), ...(popularBooks.data ?? [])];
  const { forLater, note } = useCardsForLater(shown);

  const addToBasket = (bookId: string) => {
    const book = shown.find((item) => item.id === bookId);
    if (book)
      basket.add({ id: book.id, name: textIn(book.name, language), price: book.price, stock: book.stock });
  };

  return (
    <WordsArea area={forLaterWords}>
      <BookCarousel
        newBooks={(newBooks.data ?? []).map((book) => toCardBook(book, language))}
        popularBooks={(popularBooks.data ?? []).map((book) => toCardBook(book, language))}
        tab={tab}
        onTabChange={setTab}
        onAddToBasket={addToBasket}
        forLater={forLater}
        loading={tab === 'new' ? newBooks.isPending : popularBooks.isPending}
        cardsPerView={SHELF_CARDS}
      />
      {note}
    </WordsArea>
  );
}

function HomeAuthors() {
  const { language } = useWords();
  const authors = useQuery(authorsQuery());
  return (
    <EntityCarousel
      kind="authors"
      items={(authors.data ?? []).map((author) => toNamedItem(author, language))}
      cardsPerView={SHELF_CARDS}
    />
  );
}

function HomePublishers() {
  const { language } = useWords();
  const publishers = useQuery(publishersQuery());
  return (
    <EntityCarousel
      kind="publishers"
      items={(publishers.data ?? []).map((publisher) => toNamedItem(publisher, language))}
      cardsPerView={SHELF_CARDS}
    />
  );
}

/** Measured height of an author or publisher carousel (228 to 276 px from 360 to 1280 px wide). */
const ENTITY_CAROUSEL_HEIGHT = '250px';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xl};
`;
