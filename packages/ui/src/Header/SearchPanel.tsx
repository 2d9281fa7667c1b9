'use client';
import { forwardRef, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { useBookshop, useImageAttributes, useLabels } from '../provider/context';
import type { BookshopRoutes } from '../provider/routes';
import { Spinner } from '../Spinner/Spinner';
import { componentRoot, primaryButton, visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type SearchPanelLabels, searchPanelLabels } from './labels';
import { useSearchCombobox } from './searchCombobox';

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
 * says so, with a retry button when `onRetry` is given. A polite live region says what replaced the
 * spinner (how many suggestions, nothing found, the failure).
 *
 * In the Header the results are the listbox of its search box's combobox (WAI-ARIA): groups labelled
 * by their kind, each result an option (and a link, for a tap or a click). While they show, the box's
 * ArrowDown and ArrowUp move through them (wrapping), Home and End go to the first and last once one is
 * active, Enter opens the active one, Escape closes the panel (`onClose`); the focus stays in the box.
 *
 * Parts (`data-scope="search-panel"`): `root` (takes `ref`), `listbox`, `group` (each group, with
 * `data-group` `books`, `authors` or `publishers`), `group-label`, `result` (each option),
 * `no-results`, `error`, `retry`, `found` (the count, for screen readers).
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
  const combobox = useSearchCombobox();
  const ownId = useId();
  const listboxId = combobox?.listboxId ?? ownId;
  // The suggestion the keys reached, for the results it was reached in: new results start with none.
  const [reached, setReached] = useState<{ results?: SearchResults; index: number }>({ index: -1 });
  const active = reached.results === results ? reached.index : -1;
  const setActive = (index: number) => setReached({ results, index });

  const shown = open && !loading && !error && results ? results : undefined;
  const options = shown
    ? groups.flatMap(([group]) => shown[group].map((_, index) => `${listboxId}-${group}-${index}`))
    : [];
  const activeId = options[active];

  const show = combobox?.show;
  const expanded = options.length > 0;
  useEffect(() => {
    show?.({ expanded, activeId });
  }, [show, expanded, activeId]);
  useEffect(() => () => show?.({ expanded: false }), [show]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const keys = combobox?.keys;
  // Made anew at each render, so the keys read this render's suggestions and active one.
  useEffect(() => {
    if (!keys || !open) return;
    const count = options.length;
    keys.current = (event: KeyboardEvent<HTMLInputElement>) => {
      const move = (to: number) => {
        event.preventDefault();
        setActive(to);
      };
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (count === 0) {
        return;
      } else if (event.key === 'ArrowDown') move(active + 1 < count ? active + 1 : 0);
      else if (event.key === 'ArrowUp') move(active > 0 ? active - 1 : count - 1);
      else if (event.key === 'Home' && active >= 0) move(0);
      else if (event.key === 'End' && active >= 0) move(count - 1);
      else if (event.key === 'Enter' && activeId) {
        event.preventDefault();
        document.getElementById(activeId)?.click();
      }
    };
    return () => {
      keys.current = null;
    };
  });

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
    <Panel ref={panelRef} {...part('root')} {...rootProps(root)}>
      {/* What replaces the spinner is read out; the suggestions themselves only by their count. */}
      <div aria-live="polite">
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
          <Found {...part('found')}>{text.found(options.length)}</Found>
        )}
      </div>
      {!loading && !error && !empty && (
        <div role="listbox" id={listboxId} aria-label={text.suggestions} {...part('listbox')}>
          {groups.map(([group, route]) =>
            results && results[group].length > 0 ? (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (WAI-ARIA), no form's fieldset.
              <ul
                key={group}
                role="group"
                aria-labelledby={`${listboxId}-${group}`}
                {...part('group')}
                data-group={group}
              >
                <li role="presentation" id={`${listboxId}-${group}`} {...part('group-label')}>
                  {text[group]}
                </li>
                {results[group].map((item, index) => {
                  const id = `${listboxId}-${group}-${index}`;
                  return (
                    <li key={item.id} role="presentation">
                      <Link
                        href={routes[route](item.id, item.pathName ?? item.name)}
                        onClick={onResultClick}
                        role="option"
                        id={id}
                        aria-selected={id === activeId}
                        tabIndex={combobox ? -1 : undefined}
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
                  );
                })}
              </ul>
            ) : null,
          )}
        </div>
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

  [data-part='group-label'] {
    margin: ${vars.space.sm} ${vars.space.sm} ${vars.space.xs};
    font-weight: 700;
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
  a:focus-visible,
  a[aria-selected='true'] {
    background: ${vars.color.background};
  }
  a[aria-selected='true'] {
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
  img {
    display: block;
    object-fit: cover;
    border-radius: 2px;
  }
`;

const Found = styled.p`
  ${visuallyHidden}
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
