'use client';
import { forwardRef, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { useBookshop, useImageAttributes, useLabels } from '../provider/context';
import type { BookshopRoutes } from '../provider/routes';
import { Spinner } from '../Spinner/Spinner';
import { componentRoot, primaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type SearchPanelLabels, searchPanelLabels } from './labels';

export interface SearchResultItem {
  id: string;
  /** The name in the current language. */
  name: string;
  /** The text of the result's address, given to its route builder; its `name` when not given. */
  pathName?: string;
  /** Its picture's address; a plain square stands in when there is none. */
  image?: string | null;
}

export interface SearchResults {
  books: SearchResultItem[];
  authors: SearchResultItem[];
  publishers: SearchResultItem[];
}

export interface SearchPanelProps extends RootProps {
  /** Whether the panel shows. */
  open: boolean;
  /** Shows a spinner instead of results. */
  loading: boolean;
  /** Books, authors and publishers; empty groups are hidden. */
  results?: SearchResults;
  /** Why the search failed, in the reader's language; shown instead of results. */
  error?: string;
  /** Search again after a failure: shows a retry button beside the error. */
  onRetry?: () => void;
  /** A click outside the search area (the panel's parent) or the window losing focus. */
  onClose: () => void;
  /** A result was chosen (the link then navigates). */
  onResultClick: () => void;
  /** Group headings and messages; the provider's `labels.searchPanel` otherwise. */
  labels?: Partial<SearchPanelLabels>;
}

/** Each group of results and the route its items link to. */
const groups = [
  ['books', 'book'],
  ['authors', 'author'],
  ['publishers', 'publisher'],
] as const satisfies readonly (readonly [keyof SearchResults, keyof BookshopRoutes])[];

const part = partsOf('search-panel');

/**
 * The live results under the search box (SPEC section 4): a spinner while loading, then Books,
 * Authors and Publishers, each shown only when it has results, or "no results found". A failed search
 * says so, with a retry button when `onRetry` is given. The panel is a polite live region from its
 * spinner on, so what replaces the spinner (results, nothing found, the failure) is read out.
 *
 * Parts (`data-scope="search-panel"`): `root` (takes `ref`), `group` (each group, with `data-group`
 * `books`, `authors` or `publishers`), `result` (each link), `no-results`, `error`, `retry`.
 */
export const SearchPanel = forwardRef<HTMLDivElement, SearchPanelProps>(function SearchPanel(
  { open, loading, results, error, onRetry, onClose, onResultClick, labels, ...root },
  ref,
) {
  const text = useLabels('searchPanel', searchPanelLabels, labels);
  const { routes } = useBookshop();
  const imageAttributes = useImageAttributes();
  const panel = useRef<HTMLDivElement>(null);
  const panelRef = useMergedRef(panel, ref);

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
    <Panel ref={panelRef} aria-live="polite" {...part('root')} {...rootProps(root)}>
      {loading ? (
        <Spinner label={text.loading} />
      ) : error ? (
        <Failed {...part('error')}>
          <p>{error}</p>
          {onRetry && (
            <Retry
              {...part('retry')}
              type="button"
              onClick={() => {
                // The button goes as the spinner comes back: the focus waits in the search box.
                panel.current?.parentElement?.querySelector('input')?.focus();
                onRetry();
              }}
            >
              {text.retry}
            </Retry>
          )}
        </Failed>
      ) : empty ? (
        <NoResults {...part('no-results')}>{text.noResults}</NoResults>
      ) : (
        groups.map(([group, route]) =>
          results && results[group].length > 0 ? (
            <section key={group} aria-label={text[group]} {...part('group')} data-group={group}>
              <h2>{text[group]}</h2>
              <ul>
                {results[group].map((item) => (
                  <li key={item.id}>
                    <Link
                      href={routes[route](item.id, item.pathName ?? item.name)}
                      onClick={onResultClick}
                      {...part('result')}
                    >
                      {item.image ? (
                        <img
                          {...imageAttributes(item.image, '32px')}
                          alt=""
                          width={32}
                          height={group === 'books' ? 48 : 32}
                          loading="lazy"
                        />
                      ) : (
                        <NoPicture aria-hidden="true" $tall={group === 'books'} />
                      )}
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
});

const Panel = styled.div`
  ${componentRoot}
  position: absolute;
  top: calc(100% + 4px);
  inset-inline: 0;
  z-index: 30;
  max-height: min(70vh, 560px);
  overflow-y: auto;
  padding: ${vars.space.sm};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.raised};

  h2 {
    margin: ${vars.space.sm} ${vars.space.sm} ${vars.space.xs};
    font-size: ${vars.fontSize.sm};
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${vars.color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    padding: ${vars.space.sm};
    color: inherit;
    text-decoration: none;
    border-radius: ${vars.radius.sm};
  }
  a:hover,
  a:focus-visible {
    background: ${vars.color.background};
  }
  img {
    display: block;
    object-fit: cover;
    border-radius: 2px;
  }
`;

const NoPicture = styled.span<{ $tall: boolean }>`
  flex: none;
  width: 32px;
  height: ${({ $tall }) => ($tall ? '48px' : '32px')};
  border-radius: 2px;
  background: ${vars.color.primary};
`;

const NoResults = styled.p`
  margin: 0;
  padding: ${vars.space.md};
  color: ${vars.color.muted};
`;

const Failed = styled.div`
  display: grid;
  justify-items: start;
  gap: ${vars.space.sm};
  padding: ${vars.space.md};

  p {
    margin: 0;
    color: ${vars.color.text};
  }
`;

const Retry = styled.button`
  ${primaryButton}
`;
