'use client';
import { forwardRef, type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { BookCover } from '../BookCover/BookCover';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { stockBadgeLabels } from '../StockBadge/labels';
import { StockBadge, type StockBadgeState } from '../StockBadge/StockBadge';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type BookDetailsLabels, bookDetailsLabels } from './labels';

/** An author or publisher as the book page links to them. */
export interface BookDetailsPerson {
  id: string;
  /** The name in the reader's language. */
  name: string;
  /** The text of their address, given to `routes.author` or `routes.publisher`; `name` when not given. */
  pathName?: string;
}

export interface BookDetailsBook {
  id: string;
  /** The name in the reader's language; the page's main heading. */
  name: string;
  /** A subtitle, when the book has one. */
  title?: string;
  /** The description, in the reader's language. */
  info: string;
  /** The cover's address; without one (or when it fails to load) the name shows on the theme's colours. */
  image?: string | null;
  author: BookDetailsPerson;
  publisher: BookDetailsPerson;
  /** In the provider's currency. */
  price: number;
  pagesCount: number;
  /** The language the book is written in, as the reader should see it (e.g. "Español"). */
  language: string;
  year: number;
  /** Each category's slug (given to `routes.category`) and name in the reader's language. */
  categories: { slug: string; name: string }[];
  /** What the shop says of its stock; no badge when missing. A sold-out book cannot be added. */
  stockState?: StockBadgeState;
  // The edition, each shown when given, as the reader should read it.
  /** Its ISBN, as the page should show it (e.g. "978-84-376-0494-7" or "9788437604947"). */
  isbn?: string;
  /** Paperback, hardback or ebook, in the reader's language. */
  format?: string;
  translator?: string;
  /** Its series and place in it (e.g. "Harry Potter, 1"). */
  series?: string;
}

export interface BookDetailsProps extends RootProps {
  /** The book, with its texts already in the reader's language. */
  book: BookDetailsBook;
  /** Texts of the page body; the provider's `labels.bookDetails` otherwise. */
  labels?: Partial<BookDetailsLabels>;
  /** Called with the book's id when the add-to-basket button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Shown under the price: the average rating, and the reader's own rating or the guest message. */
  rating?: ReactNode;
  /** The id of the name heading, so the page can be labelled by it. */
  headingId?: string;
  /** How wide the cover is shown (its column: 300 px, 112 px on a phone), for the provider's `imageSources`. */
  coverSizes?: string;
  /** Shown under a sold-out book's disabled button: what the reader can do instead (be told when it is back). */
  soldOutAction?: ReactNode;
  /** Shown under the buy button: the "save for later" toggle (issue 37) and what it says. */
  forLater?: ReactNode;
}

/** The cover's width in the kit's layout: a 300 px column, 112 px beside the buy box below 700 px. */
export const BOOK_DETAILS_COVER_SIZES = '(max-width: 700px) 112px, 300px';

const part = partsOf('book-details');

/**
 * The book page body: cover, name and subtitle, author and publisher links, the price, a slot for
 * the rating, year, pages, language, the edition (format, translator, series, ISBN), category links,
 * the add-to-basket button (and, for a sold-out book, a slot for what to do instead) and the description.
 *
 * Parts (`data-scope="book-details"`): `root` (takes `ref`), `cover` (the picture, or the name on the
 * theme's colours, then with `data-fallback`), `name`, `subtitle`, `facts` (the edition too), `price`, `stock`,
 * `rating`, `add-button`, `sold-out-action`, `for-later`, `info`.
 */
export const BookDetails = forwardRef<HTMLDivElement, BookDetailsProps>(function BookDetails(
  {
    book,
    labels,
    onAddToBasket,
    rating,
    headingId = 'book-title',
    coverSizes = BOOK_DETAILS_COVER_SIZES,
    soldOutAction,
    forLater,
    ...root
  },
  ref,
) {
  const text = useLabels('bookDetails', bookDetailsLabels, labels);
  // A sold-out book's button says so, in the stock badge's own word.
  const stockText = useLabels('stockBadge', stockBadgeLabels);
  const { routes, formatPrice } = useBookshop();
  const stockId = useId();
  const soldOut = book.stockState === 'soldOut';
  return (
    <Layout ref={ref} {...part('root')} {...rootProps(root)}>
      {/* The page's main picture: fetched first. */}
      <Cover
        part={part('cover')}
        image={book.image}
        title={book.name}
        sizes={coverSizes}
        width={300}
        height={450}
        fetchPriority="high"
      />
      <Details>
        <Title id={headingId} {...part('name')}>
          {book.name}
        </Title>
        {book.title && <Subtitle {...part('subtitle')}>{book.title}</Subtitle>}
        {/* The buy box comes straight after the name, so a phone shows it on its first screen (issue 37). */}
        <BuyBox>
          <Price {...part('price')}>{formatPrice(book.price)}</Price>
          {book.stockState && (
            <StockSlot>
              <StockBadge state={book.stockState} {...part('stock')} />
            </StockSlot>
          )}
          <AddButton
            {...part('add-button')}
            type="button"
            disabled={soldOut}
            aria-describedby={soldOut ? stockId : undefined}
            data-pending-label={text.adding}
            onClick={() => onAddToBasket(book.id)}
          >
            {soldOut ? stockText.soldOut : text.addToBasket}
          </AddButton>
          {soldOut && <SoldOutHint id={stockId}>{text.soldOutHint}</SoldOutHint>}
          {soldOut && soldOutAction && (
            <SoldOutAction {...part('sold-out-action')}>{soldOutAction}</SoldOutAction>
          )}
        </BuyBox>
        {forLater && <ForLaterSlot {...part('for-later')}>{forLater}</ForLaterSlot>}
        {rating && <RatingSlot {...part('rating')}>{rating}</RatingSlot>}
        <Facts {...part('facts')}>
          <dt>{text.author}</dt>
          <dd>
            <Link href={routes.author(book.author.id, book.author.pathName ?? book.author.name)}>
              {book.author.name}
            </Link>
          </dd>
          <dt>{text.publisher}</dt>
          <dd>
            <Link href={routes.publisher(book.publisher.id, book.publisher.pathName ?? book.publisher.name)}>
              {book.publisher.name}
            </Link>
          </dd>
          <dt>{text.year}</dt>
          <dd>{book.year}</dd>
          <dt>{text.pages}</dt>
          <dd>{book.pagesCount}</dd>
          <dt>{text.language}</dt>
          <dd>{book.language}</dd>
          {book.format && (
            <>
              <dt>{text.format}</dt>
              <dd>{book.format}</dd>
            </>
          )}
          {book.translator && (
            <>
              <dt>{text.translator}</dt>
              <dd>{book.translator}</dd>
            </>
          )}
          {book.series && (
            <>
              <dt>{text.series}</dt>
              <dd>{book.series}</dd>
            </>
          )}
          {book.isbn && (
            <>
              <dt>{text.isbn}</dt>
              <dd>{book.isbn}</dd>
            </>
          )}
          {book.categories.length > 0 && (
            <>
              <dt>{text.categories}</dt>
              <dd>
                <Categories>
                  {book.categories.map((category) => (
                    <li key={category.slug}>
                      <Link href={routes.category(category.slug)}>{category.name}</Link>
                    </li>
                  ))}
                </Categories>
              </dd>
            </>
          )}
        </Facts>
        <Info {...part('info')}>{book.info}</Info>
      </Details>
    </Layout>
  );
});

/** Below this width the page is one column and the buy box sits beside a small cover, under the name. */
const phone = '(max-width: 700px)';

const Layout = styled.div`
  ${componentRoot}
  display: grid;
  grid-template-columns: minmax(0, 300px) minmax(0, 1fr);
  gap: ${vars.space.xl};
  margin-bottom: ${vars.space.xl};
  overflow-wrap: anywhere;

  @media ${phone} {
    grid-template-columns: minmax(0, 112px) minmax(0, 1fr);
    grid-template-areas:
      'name name'
      'subtitle subtitle'
      'cover buy'
      'cover for-later'
      'rating rating'
      'facts facts'
      'info info';
    gap: 0 ${vars.space.md};
  }
`;

/** On a phone its parts take their places in the page's grid (name, buy box beside the cover, facts). */
const Details = styled.div`
  @media ${phone} {
    display: contents;
  }
`;

const Cover = styled(BookCover)`
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.raised};

  @media ${phone} {
    grid-area: cover;
    align-self: start;
    margin-bottom: ${vars.space.md};
  }
`;

const BuyBox = styled.div`
  margin-bottom: ${vars.space.md};

  @media ${phone} {
    grid-area: buy;
  }
`;

const Title = styled.h1`
  grid-area: name;
  margin: 0 0 ${vars.space.lg};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.xxl};
  line-height: 1.2;

  /* Tighter on a phone, so a name on two lines still leaves the button on the first screen. */
  @media ${phone} {
    margin-bottom: ${vars.space.md};
  }
`;

const Subtitle = styled.p`
  grid-area: subtitle;
  margin-top: calc(-1 * ${vars.space.md});
  color: ${vars.color.muted};
  font-size: ${vars.fontSize.lg};

  @media ${phone} {
    margin: calc(-1 * ${vars.space.sm}) 0 ${vars.space.md};
  }
`;

const Facts = styled.dl`
  grid-area: facts;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space.xs} ${vars.space.md};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs} ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Price = styled.p`
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  color: ${vars.color.primary};

  /* Level with the cover's top beside it. */
  @media ${phone} {
    margin-top: 0;
  }
`;

const StockSlot = styled.p`
  margin: 0 0 ${vars.space.md};
`;

const SoldOutHint = styled.p`
  margin: ${vars.space.sm} 0 0;
  color: ${vars.color.muted};
`;

const SoldOutAction = styled.div`
  margin-top: ${vars.space.md};
`;

const RatingSlot = styled.div`
  grid-area: rating;
  margin-bottom: ${vars.space.md};
`;

const AddButton = styled.button`
  ${primaryButton}
`;

const Info = styled.p`
  grid-area: info;
  max-width: 70ch;
  margin-top: ${vars.space.lg};
  white-space: pre-line;
`;

const ForLaterSlot = styled.div`
  margin-top: ${vars.space.md};

  /* Under the buy box, beside the cover: a place of its own, not the grid's next free cell (the cover's
     112 px column, where "Desa per a després" broke into three lines). */
  @media ${phone} {
    grid-area: for-later;
    /* The button's height, kept while a shop draws it after the page wakes: nothing below moves then. */
    min-height: 44px;
    margin: 0 0 ${vars.space.md};
  }
`;
