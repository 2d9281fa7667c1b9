import { languageAtom, searchQuery } from '@bookshop/data';
import { Link } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { type LoaderFunctionArgs, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { toNamedItem } from '../books';
import { useWords } from '../i18n/useWords';
import { PageTitle } from '../layout/PageTitle';
import { queryClient } from '../queryClient';
import { usePageTitle } from '../usePageTitle';

const groups = [
  ['books', '/books'],
  ['authors', '/authors'],
  ['publishers', '/publishers'],
] as const;

/** The results start loading with the route, in the language the shop shows (its one Jotai store). */
export function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(searchQuery(params.name ?? '', getDefaultStore().get(languageAtom)));
  return null;
}

/** The full results of a search (`/search/{text}`), grouped like the header's panel. */
export function Component() {
  const text = useParams().name ?? '';
  const { words, language } = useWords();
  const { data, isPending } = useQuery(searchQuery(text, language));
  usePageTitle(words.searchResultsFor(text));
  const empty = data && groups.every(([group]) => data[group].length === 0);

  return (
    <section aria-labelledby="search-title">
      <PageTitle id="search-title">{words.searchResultsFor(text)}</PageTitle>
      {isPending && <p role="status">{words.searching}</p>}
      {empty && <p>{words.noResultsFound}</p>}
      {data &&
        groups.map(([group, path]) =>
          data[group].length > 0 ? (
            <Group key={group} aria-labelledby={`search-${group}`}>
              <h2 id={`search-${group}`}>{words[group]}</h2>
              <ul>
                {data[group].map((result) => {
                  const item = toNamedItem(result, language);
                  return (
                    <li key={item.id}>
                      <Link href={`${path}/${item.id}/${encodeURIComponent(item.pathName)}`}>
                        <img
                          src={item.image}
                          alt=""
                          width={48}
                          height={group === 'books' ? 72 : 48}
                          loading="lazy"
                        />
                        <span>{item.name}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </Group>
          ) : null,
        )}
    </section>
  );
}

const Group = styled.section`
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    gap: ${({ theme }) => theme.space.sm};
    list-style: none;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.sm};
    text-decoration: none;
  }
`;
