// @vitest-environment happy-dom
import { SEARCH_DEBOUNCE_MS } from '@bookshop/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestProviders } from '../test-providers';
import { useDebouncedSearch } from './search';

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
