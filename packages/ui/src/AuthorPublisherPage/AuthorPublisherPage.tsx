'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import type { BookCardBook } from '../BookCard/BookCard';
import { CategoryGrid } from '../CategoryGrid/CategoryGrid';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useImageAttributes, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type AuthorPublisherPageLabels, authorPublisherPageLabels } from './labels';

export interface AuthorPublisherPageProps extends RootProps {
  /** The author's or publisher's name in the reader's language; the page's main heading. */
  name: string;
  /** An author's biography or a publisher's information, in the reader's language. */
  text: string;
  /** Portrait or logo. */
  image: string;
  /** Their books, shown as a grid of cards. */
  books: BookCardBook[];
  /** Called with a book's id when its add-to-basket button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Texts of the page body; the provider's `labels.authorPublisherPage` otherwise. */
  labels?: Partial<AuthorPublisherPageLabels>;
  /** The id of the name heading, so the page can be labelled by it. */
  headingId?: string;
}

const part = partsOf('author-publisher-page');

/**
 * One layout for an author's page and a publisher's page: image, name, their text, then their books.
 *
 * Parts (`data-scope="author-publisher-page"`): `root` (takes `ref`), `image`, `name`, `text`,
 * `books-heading`, `books` (a `CategoryGrid`).
 */
export const AuthorPublisherPage = forwardRef<HTMLDivElement, AuthorPublisherPageProps>(
  function AuthorPublisherPage(
    { name, text, image, books, onAddToBasket, labels, headingId = 'entity-title', ...root },
    ref,
  ) {
    const words = useLabels('authorPublisherPage', authorPublisherPageLabels, labels);
    const photo = useImageAttributes()(image, '160px');
    return (
      <Root ref={ref} {...part('root')} {...rootProps(root)}>
        <Intro>
          {/* The page's main picture: fetched first. */}
          <img {...photo} alt="" width={160} height={160} fetchPriority="high" {...part('image')} />
          <div>
            <Title id={headingId} {...part('name')}>
              {name}
            </Title>
            <Text {...part('text')}>{text}</Text>
          </div>
        </Intro>
        <BooksHeading {...part('books-heading')}>{words.books}</BooksHeading>
        <CategoryGrid
          {...part('books')}
          books={books}
          onAddToBasket={onAddToBasket}
          emptyText={words.noBooks}
          headingLevel={3}
          firstCoverPriority="auto"
        />
      </Root>
    );
  },
);

const Root = styled.div`
  ${componentRoot}
`;

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.lg};
  align-items: flex-start;
  margin-bottom: ${vars.space.xl};

  img {
    display: block;
    flex: none;
    border-radius: ${vars.radius.md};
  }
  div {
    flex: 1 1 240px;
    min-width: 0;
    max-width: 70ch;
    overflow-wrap: anywhere;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${vars.space.lg};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.xxl};
  line-height: 1.2;
`;

const Text = styled.p`
  white-space: pre-line;
`;

const BooksHeading = styled.h2`
  font-family: ${vars.font.heading};
`;
