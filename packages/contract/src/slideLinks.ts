import { bookListFilters } from './bookListParams';
import { isCategory } from './categories';
import { BOOK_SORTS } from './constants';
import { shopPaths } from './paths';

// Apart from the slider's schemas (slider.ts), so that the home page checks its slides' links without zod.

/** The list parameters a slide's link may carry (a sort, filters), each a short plain value. */
const slideLinkListParams = new Set<string>(['sort', ...bookListFilters]);
const plainValue = /^[A-Za-z0-9_.-]{1,20}$/;
/** As the search box and the search route take it (search.ts). */
const SEARCH_TEXT_MAX_LENGTH = 100;

/**
 * Whether a text is a path a slide may open (issue 37): the shop's own list of a category
 * (`/books/categories/novel`) or a search's results (`/search/barcelona`, written as `shopPaths`
 * writes it), perhaps with a sort or filters (`?sort=newest`). Nothing else: no address with a scheme
 * or host (no open redirect, no `javascript:`), no other page, no fragment.
 */
export function isSlideLink(link: string): boolean {
  if (link.length > 300 || link.includes('#')) return false;
  const [path = '', query, ...more] = link.split('?');
  if (more.length > 0) return false;
  const category = /^\/books\/categories\/([A-Za-z_]+)$/.exec(path)?.[1];
  const search = /^\/search\/([^/\\]+)$/.exec(path)?.[1];
  if (category !== undefined) {
    if (!isCategory(category)) return false;
  } else if (search !== undefined) {
    let text: string;
    try {
      text = decodeURIComponent(search);
    } catch {
      return false;
    }
    if (!text.trim() || text.length > SEARCH_TEXT_MAX_LENGTH || shopPaths.search(text) !== path) return false;
  } else {
    return false;
  }
  if (query === undefined) return true;
  const params = [...new URLSearchParams(query)];
  if (params.length === 0) return false;
  return params.every(
    ([key, value]) =>
      slideLinkListParams.has(key) &&
      plainValue.test(value) &&
      (key !== 'sort' || (BOOK_SORTS as readonly string[]).includes(value)),
  );
}
