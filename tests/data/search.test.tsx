import { SEARCH_DEBOUNCE_MS } from '@bookshop/contract';
import { languageAtom, useDebouncedSearch, useSearch } from '@bookshop/data';
import { act, renderHook } from '@testing-library/react';
import { useAtomValue } from 'jotai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from './support/providers';
import { type ShopApi, startShopApi } from './support/shopApi';

let api: ShopApi;
beforeAll(async () => {
  api = await startShopApi();
});
afterAll(() => api.close());

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedSearch', () => {
  it('searches 1.5 s after the last keystroke, not before', () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useDebouncedSearch(), { wrapper });

    act(() => result.current.setText('quij'));
    act(() => vi.advanceTimersByTime(1000));
    act(() => result.current.setText('quijote'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.debouncedText).toBe('');
    expect(result.current.open).toBe(false);

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.debouncedText).toBe('quijote');
    expect(result.current.open).toBe(true);
  });

  it('closes the panel at once when the box is emptied or cleared', () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => useDebouncedSearch(), { wrapper });
    act(() => result.current.setText('harry'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.open).toBe(true);

    act(() => result.current.setText(''));
    expect(result.current.open).toBe(false);
    expect(result.current.debouncedText).toBe('');

    act(() => result.current.setText('rayuela'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    act(() => result.current.clear());
    expect(result.current.text).toBe('');
    expect(result.current.open).toBe(false);
  });
});

describe('the header search', () => {
  it('sends one search with the text and the current language, 1.5 s after the last keystroke', async () => {
    const searches = () =>
      api.browser.sent.filter((call) => call.path.startsWith('/search/')).map((call) => call.path.slice(8));
    const { wrapper, store } = createTestProviders();
    store.set(languageAtom, 'eng');
    const { result } = renderHook(
      () => {
        const search = useDebouncedSearch();
        return { search, results: useSearch(search.debouncedText, useAtomValue(languageAtom)) };
      },
      { wrapper },
    );

    for (const text of ['s', 'so', 'sol', 'sole', 'soled', 'soledad']) {
      act(() => result.current.search.setText(text));
      await act(() => vi.advanceTimersByTimeAsync(300));
    }
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 301));
    expect(searches()).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searches()).toEqual(['soledad/eng']);
    // The answer is on its way (vi.waitFor moves the fake clock while it waits).
    await vi.waitFor(() => expect(result.current.results.data?.books).toHaveLength(1));
    expect(searches()).toEqual(['soledad/eng']);
    expect(result.current.results.data?.books[0]?.name.esp).toBe('Cien años de soledad');
  });
});
