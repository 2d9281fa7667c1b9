import { authorQuery, publisherQuery } from '@bookshop/data';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';
import { BookGrid } from '../layout/BookGrid';
import { PageTitle } from '../layout/PageTitle';
import { queryClient } from '../queryClient';
import { usePageTitle } from '../usePageTitle';

type Kind = 'authors' | 'publishers';

/** One loader for both pages: the address says which kind it shows. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const kind: Kind = new URL(request.url).pathname.startsWith('/authors/') ? 'authors' : 'publishers';
  const id = params.id ?? '';
  await (kind === 'authors'
    ? queryClient.ensureQueryData(authorQuery(id))
    : queryClient.ensureQueryData(publisherQuery(id)));
  return { kind, id };
}

/** The shared page of an author or a publisher: who they are, then their books (SPEC section 2). */
export function Component() {
  const { kind, id } = useLoaderData<typeof loader>();
  return kind === 'authors' ? <AuthorPage id={id} /> : <PublisherPage id={id} />;
}

function AuthorPage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(authorQuery(id));
  const { language } = useWords();
  return (
    <EntityBody
      name={data.author.name[language]}
      text={data.author.biography[language]}
      image={data.author.image}
      books={data.books}
    />
  );
}

function PublisherPage({ id }: { id: string }) {
  const { data } = useSuspenseQuery(publisherQuery(id));
  const { language } = useWords();
  return (
    <EntityBody
      name={data.publisher.name[language]}
      text={data.publisher.information[language]}
      image={data.publisher.image}
      books={data.books}
    />
  );
}

function EntityBody({
  name,
  text,
  image,
  books,
}: {
  name: string;
  text: string;
  image: string;
  books: Parameters<typeof BookGrid>[0]['books'];
}) {
  const { words } = useWords();
  usePageTitle(name);
  return (
    <article aria-labelledby="entity-title">
      <Intro>
        <img src={image} alt="" width={160} height={160} />
        <div>
          <PageTitle id="entity-title">{name}</PageTitle>
          <p>{text}</p>
        </div>
      </Intro>
      <h2>{words.books}</h2>
      <BookGrid books={books} emptyText={words.noBooksYet} headingLevel={3} />
    </article>
  );
}

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space.xl};

  img {
    border-radius: ${({ theme }) => theme.radius.md};
  }
  div {
    flex: 1 1 280px;
    max-width: 70ch;
  }
`;
