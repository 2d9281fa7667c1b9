'use client';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';
import { formatPrice } from '../format/price';
import type { BookshopLabels } from '../locales/types';
import { type BookshopRoutes, requiredRoutes } from './routes';

/** What the kit's `Link` passes to the link component: an anchor's props with its `href`. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/** Labels to change: any text of any component, the rest in the component's own (English) words. */
export type BookshopLabelsOverride = { [Group in keyof BookshopLabels]?: Partial<BookshopLabels[Group]> };

export interface BookshopSettings {
  /** BCP 47 locale of prices and dates, e.g. "es-ES". */
  locale: string;
  /** ISO 4217 code of prices, e.g. "EUR". */
  currency: string;
  labels: BookshopLabelsOverride;
  /** The component every link of the kit renders with; an `<a>` when none. */
  link?: ComponentType<LinkProps>;
  routes: BookshopRoutes;
  /** Writes an amount of money; Intl's currency format of `locale` and `currency` when none. */
  formatPrice: (amount: number) => string;
}

export const defaultSettings: BookshopSettings = {
  locale: 'en',
  currency: 'EUR',
  labels: {},
  routes: requiredRoutes({}),
  formatPrice: (amount) => formatPrice(amount, 'en', 'EUR'),
};

export const BookshopContext = createContext<BookshopSettings>(defaultSettings);

/** The provider's settings; the kit's defaults (English, euros, plain links) without one. */
export function useBookshop(): BookshopSettings {
  return useContext(BookshopContext);
}

/** A component's texts: its own English words, under the provider's labels, under its `labels` prop. */
export function useLabels<Group extends keyof BookshopLabels>(
  group: Group,
  english: BookshopLabels[Group],
  own?: Partial<BookshopLabels[Group]>,
): BookshopLabels[Group] {
  const given = useContext(BookshopContext).labels[group];
  return given || own ? { ...english, ...given, ...own } : english;
}
