import { type Language, SEARCH_DEBOUNCE_MS } from '@bookshop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { atom, useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** Books, authors and publishers whose names match `name`; the given language ranks first. */
export function searchQuery(name: string, language: Language) {
  const text = name.trim();
  return queryOptions({
    queryKey: queryKeys.search(text, language),
    queryFn: async ({ signal }) =>
      withId(
        await request(`/search/${encodeURIComponent(text)}/${language}`, {
          errorCode: 'searchByNameError',
          answer: 'search',
          signal,
        }),
      ),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSearch(name: string, language: Language) {
  return useQuery(searchQuery(name, language));
}

/** What the shopper is typing in the header's search box. */
export const searchTextAtom = atom('');

/** Returns `value` once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The header search (SPEC section 4): the search is sent 1.5 s after the last keystroke; emptying
 * the box closes the panel at once; `clear()` empties it (a result clicked, a click outside).
 */
export function useDebouncedSearch() {
  const [text, setText] = useAtom(searchTextAtom);
  const debouncedText = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const open = text.trim().length > 0 && debouncedText.length > 0;
  return { text, setText, debouncedText: text.trim() ? debouncedText : '', open, clear: () => setText('') };
}
