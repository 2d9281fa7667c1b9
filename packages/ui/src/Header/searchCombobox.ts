'use client';
import { createContext, type KeyboardEvent, type RefObject, useContext } from 'react';

/** What the listbox shows the search box (the combobox), which keeps the focus while the keys move. */
export interface SearchComboboxState {
  /** Whether the listbox of suggestions shows. */
  expanded: boolean;
  /** The id of the suggestion the arrow keys reached, if any. */
  activeId?: string;
}

/**
 * The WAI-ARIA combobox pattern across the Header's two parts: the search box (`role="combobox"`) and
 * the results panel (`role="listbox"`), loaded lazily, which handles the keys the box receives.
 */
export interface SearchCombobox extends SearchComboboxState {
  listboxId: string;
  show: (state: SearchComboboxState) => void;
  /** The panel's key handling while it shows suggestions. */
  keys: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
}

export const SearchComboboxContext = createContext<SearchCombobox | undefined>(undefined);

/** The Header's combobox, or undefined for a search box or panel used on its own. */
export function useSearchCombobox(): SearchCombobox | undefined {
  return useContext(SearchComboboxContext);
}
