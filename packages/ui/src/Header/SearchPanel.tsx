import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Link } from '../Link';
import { Spinner } from '../Spinner';

export interface SearchResultItem {
  id: string;
  /** The name in the current language. */
  name: string;
  /** The English name, used in the result's address. */
  pathName: string;
  image: string;
}

export interface SearchResults {
  books: SearchResultItem[];
  authors: SearchResultItem[];
  publishers: SearchResultItem[];
}

export interface SearchPanelLabels {
  books: string;
  authors: string;
  publishers: string;
  noResults: string;
  loading: string;
}

export interface SearchPanelProps {
  /** Whether the panel shows. */
  open: boolean;
  /** Shows a spinner instead of results. */
  loading: boolean;
  /** Books, authors and publishers; empty groups are hidden. */
  results?: SearchResults;
  /** Why the search failed, in the reader's language; shown instead of results. */
  error?: string;
  /** A click outside the search area (the panel's parent) or the window losing focus. */
  onClose: () => void;
  /** A result was chosen (the link then navigates). */
  onResultClick: () => void;
  /** Group headings and messages, in the reader's language. */
  labels?: SearchPanelLabels;
}

const englishLabels: SearchPanelLabels = {
  books: 'Books',
  authors: 'Authors',
  publishers: 'Publishers',
  noResults: 'No results found',
  loading: 'Searching',
};

const groups = [
  ['books', '/books'],
  ['authors', '/authors'],
  ['publishers', '/publishers'],
] as const;

/**
 * The live results under the search box (SPEC section 4): a spinner while loading, then Books,
 * Authors and Publishers, each shown only when it has results, or "no results found".
 */
export function SearchPanel({
  open,
  loading,
  results,
  error,
  onClose,
  onResultClick,
  labels = englishLabels,
}: SearchPanelProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const area = panel.current?.parentElement ?? panel.current;
    const closeOutside = (event: PointerEvent) => {
      if (area && !area.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('blur', onClose);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('blur', onClose);
    };
  }, [open, onClose]);

  if (!open) return null;
  const empty = !results || groups.every(([group]) => results[group].length === 0);

  return (
    <Panel ref={panel} aria-live="polite">
      {loading ? (
        <Spinner label={labels.loading} />
      ) : error ? (
        <NoResults role="alert">{error}</NoResults>
      ) : empty ? (
        <NoResults>{labels.noResults}</NoResults>
      ) : (
        groups.map(([group, path]) =>
          results && results[group].length > 0 ? (
            <section key={group} aria-label={labels[group]}>
              <h2>{labels[group]}</h2>
              <ul>
                {results[group].map((item) => (
                  <li key={item.id}>
                    <Link
                      href={`${path}/${encodeURIComponent(item.id)}/${encodeURIComponent(item.pathName)}`}
                      onClick={onResultClick}
                    >
                      <img
                        src={item.image}
                        alt=""
                        width={32}
                        height={group === 'books' ? 48 : 32}
                        loading="lazy"
                      />
                      <span>{item.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null,
        )
      )}
    </Panel>
  );
}

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 30;
  max-height: min(70vh, 560px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  h2 {
    margin: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.color.background};
  }
  img {
    object-fit: cover;
    border-radius: 2px;
  }
`;

const NoResults = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.muted};
`;
