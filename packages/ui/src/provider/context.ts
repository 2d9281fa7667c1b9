'use client';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';
import { formatPrice } from '../format/price';
import type { BookshopLabels } from '../locales/types';
import { type BookshopRoutes, defaultRoutes } from './routes';

/** What the kit's `Link` passes to the link component: an anchor's props with its `href`. */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
};

/** Labels to change: any text of any component, the rest in the component's own (English) words. */
export type BookshopLabelsOverride = { [Group in keyof BookshopLabels]?: Partial<BookshopLabels[Group]> };

export interface BookshopSettings {
  /** BCP 47 locale of prices and dates, e.g. "es-ES". */
  locale: string;
  /** ISO 4217 code of prices, e.g. "EUR". */
  currency: string;
  labels: BookshopLabelsOverride;
  /** The component every link of the kit renders with; an `<a>` when none. */
  link?: ComponentType<LinkProps & { ref?: Ref<HTMLAnchorElement> }>;
  routes: BookshopRoutes;
  /** Writes an amount of money; Intl's currency format of `locale` and `currency` when none. */
  formatPrice: (amount: number) => string;
  /** The files an image address is offered in (see `ImageSourcesFunction`); the address alone when none. */
  imageSources: ImageSourcesFunction;
}

/** What an `<img>` is given for an image address: its `src`, and a `srcSet` when it exists in several widths. */
export interface ImageSourceSet {
  src: string;
  srcSet?: string;
}

/**
 * Tells the kit the widths your images exist in, e.g. `(url) => ({ src: url, srcSet: \`${url}?w=240 240w, …\` })`.
 * The kit adds the `sizes` of each place it shows an image, so the browser fetches the smallest file that
 * is sharp there.
 */
export type ImageSourcesFunction = (url: string) => ImageSourceSet;

const onlyTheAddress: ImageSourcesFunction = (src) => ({ src });

export const defaultSettings: BookshopSettings = {
  locale: 'en',
  currency: 'EUR',
  labels: {},
  routes: defaultRoutes,
  formatPrice: (amount) => formatPrice(amount, 'en', 'EUR'),
  imageSources: onlyTheAddress,
};

export const BookshopContext = createContext<BookshopSettings>(defaultSettings);

/** The provider's settings; the kit's defaults (English, euros, plain links) without one. */
export function useBookshop(): BookshopSettings {
  return useContext(BookshopContext);
}

/** The attributes of an `<img>` showing `url` where it is `sizes` wide: `src`, and `srcSet` with `sizes` when it has widths. */
export type ImageAttributes = (url: string, sizes: string) => ImageSourceSet & { sizes?: string };

/** `ImageAttributes` from the provider's `imageSources`. */
export function useImageAttributes(): ImageAttributes {
  const { imageSources } = useContext(BookshopContext);
  return (url, sizes) => {
    const { src, srcSet } = imageSources(url);
    return srcSet ? { src, srcSet, sizes } : { src };
  };
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
