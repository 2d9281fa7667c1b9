import { bookQuery, useBasket, useCurrentUser, useRateBook } from '@bookshop/data';
import { formatPrice, GuestNotice, Link, primaryButton, Rating } from '@bookshop/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';
import { Comments } from '../layout/Comments';
import { PageTitle } from '../layout/PageTitle';
import { queryClient } from '../queryClient';
import { usePageTitle } from '../usePageTitle';

export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  await queryClient.ensureQueryData(bookQuery(id));
  return id;
}

export function Component() {
  const id = useLoaderData<typeof loader>();
  const { words, language, locale } = useWords();
  const { data: book } = useSuspenseQuery(bookQuery(id));
  const { data: user } = useCurrentUser();
  const rate = useRateBook(id);
  const basket = useBasket();
  usePageTitle(book.name[language]);

  return (
    <article aria-labelledby="book-title">
      <Layout>
        <img src={book.image} alt="" width={300} height={450} />
        <div>
          <PageTitle id="book-title">{book.name[language]}</PageTitle>
          <Subtitle>{book.title[language]}</Subtitle>
          <Facts>
            <dt>{words.author}</dt>
            <dd>
              <Link href={`/authors/${book.author.id}/${encodeURIComponent(book.author.name.eng)}`}>
                {book.author.name[language]}
              </Link>
            </dd>
            <dt>{words.publisher}</dt>
            <dd>
              <Link href={`/publishers/${book.publisher.id}/${encodeURIComponent(book.publisher.name.eng)}`}>
                {book.publisher.name[language]}
              </Link>
            </dd>
            <dt>{words.year}</dt>
            <dd>{book.year}</dd>
            <dt>{words.pages}</dt>
            <dd>{book.pagesCount}</dd>
          </Facts>
          <Price>{formatPrice(book.price, locale)}</Price>
          <RatingRow>
            <Rating readOnly value={book.averageRating} label={words.rating(book.averageRating)} />
            <span>({book.ratingsCount})</span>
          </RatingRow>
          {user ? (
            <RatingRow>
              <span aria-hidden="true">{words.yourRating}</span>
              <Rating
                value={book.myRating ?? 0}
                onChange={(value) => rate.mutate(value)}
                label={words.yourRating}
                labels={{ value: words.stars }}
              />
            </RatingRow>
          ) : (
            <GuestNotice message={words.guestRate} signInLabel={words.signIn} />
          )}
          <AddButton
            type="button"
            onClick={() => basket.add({ id: book.id, name: book.name[language], price: book.price })}
          >
            {words.addToBasket}
          </AddButton>
          <Info>{book.info[language]}</Info>
        </div>
      </Layout>
      <Comments bookId={book.id} comments={book.comments} user={user} />
    </article>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 300px) 1fr;
  gap: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.xl};

  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  @media (max-width: 700px) {
    grid-template-columns: 1fr;
    img {
      max-width: 240px;
    }
  }
`;

const Subtitle = styled.p`
  margin-top: -${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

const RatingRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const AddButton = styled.button`
  ${primaryButton}
`;

const Info = styled.p`
  max-width: 70ch;
  margin-top: ${({ theme }) => theme.space.lg};
`;
