'use client';
import { type ComponentType, type ReactNode, type Ref, useContext, useMemo } from 'react';
import { createGlobalStyle, styled } from 'styled-components';
import { formatPrice as intlPrice } from '../format/price';
import { mergeLabels } from '../locales/merge';
import { GlobalStyles } from '../theme/GlobalStyles';
import { type BookshopTheme, defaultTheme } from '../theme/tokens';
import { type ColorScheme, themeStyleSheet } from '../theme/vars';
import {
  BookshopContext,
  type BookshopLabelsOverride,
  type BookshopSettings,
  defaultSettings,
  type ImageSourcesFunction,
  type LinkProps,
} from './context';
import { type BookshopRoutes, defaultRoutes } from './routes';

export interface BookshopProviderProps {
  children?: ReactNode;
  /** The tokens, from `createTheme(...)`; the kit's own look when not given. */
  theme?: BookshopTheme;
  /** 'light' (default), 'dark', or 'auto' to follow the reader's system. */
  colorScheme?: ColorScheme;
  /** BCP 47 locale of prices and dates, e.g. "es-ES"; "en" by default. */
  locale?: string;
  /** ISO 4217 currency of prices, e.g. "EUR" (the default). */
  currency?: string;
  /** The texts: a locale pack (`es`, `en`) or any part of one; the rest stays in English. */
  labels?: BookshopLabelsOverride;
  /** Your router's link, e.g. Next.js `Link`, or React Router's with `href` passed as `to`. */
  link?: ComponentType<LinkProps & { ref?: Ref<HTMLAnchorElement> }>;
  /** The builders of the addresses the kit links to (see `BookshopRoutes`); `defaultRoutes` for any not given. */
  routes?: Partial<BookshopRoutes>;
  /** Writes a price your own way; Intl's currency format of `locale` and `currency` otherwise. */
  formatPrice?: (amount: number) => string;
  /** The widths each image address exists in, for `srcset`; each image is its one address otherwise. */
  imageSources?: ImageSourcesFunction;
  /**
   * Adds the kit's page basics: box sizing, the body's font, colours and background, block images,
   * links in their text's colour, a focus ring and reduced motion. Off by default: nothing outside the
   * kit's own components is styled unless you ask.
   */
  globalStyles?: boolean;
  /**
   * Where the theme's CSS variables are written. By default on an element of the provider's own around
   * its children (`display: contents`, so it changes no layout): providers side by side or nested each
   * keep their own theme, on the client and in a server render. Give a selector to write them there
   * instead, with no element added: `':root'` themes the whole page (with `globalStyles`, the page's
   * own background and text too).
   */
  themeSelector?: string;
}

/**
 * The default theme's variables on `:root` in the light scheme (the kit's own look) as a static global
 * style, made here rather than in a render (styled-components' development build forbids making a style
 * there). A global style with an interpolation is cleared and written again when a page the server
 * rendered hydrates, which restyles the whole page; a static one keeps the server's rules. Made first,
 * so that its rules come first in the sheet and another theme's or scheme's, on the page with it, win.
 */
const defaultCss = themeStyleSheet(defaultTheme);
const DefaultThemeVariables = createGlobalStyle(Object.assign([defaultCss], { raw: [defaultCss] }));

/** Gives a theme's CSS variables to the elements of a selector. */
const ThemeVariables = createGlobalStyle<{ $css: string }>`${({ $css }) => $css}`;

/**
 * The provider's own element, carrying its theme's variables: a class per theme and scheme, so two
 * providers' variables never meet (and a server render keeps both). `display: contents`: its children
 * are laid out as if it were not there, while they inherit its variables.
 */
const ThemeScope = styled.div<{ $css: string }>`
  display: contents;
  ${({ $css }) => $css}
`;

/**
 * The kit's settings: theme, locale and currency, texts, links and routes. Wrap your app in it once;
 * components also render without it, in English and the kit's own look, with plain links to
 * `defaultRoutes`. Its theme is scoped to its own element (see `themeSelector`), so another provider
 * beside or inside it keeps its own.
 */
export function BookshopProvider({
  children,
  theme = defaultTheme,
  colorScheme = 'light',
  locale = 'en',
  currency = 'EUR',
  labels,
  link,
  routes,
  formatPrice,
  imageSources,
  globalStyles = false,
  themeSelector,
}: BookshopProviderProps) {
  const settings = useMemo<BookshopSettings>(
    () => ({
      locale,
      currency,
      labels: labels ?? {},
      link,
      routes: routes ? { ...defaultRoutes, ...routes } : defaultRoutes,
      formatPrice: formatPrice ?? ((amount) => intlPrice(amount, locale, currency)),
      imageSources: imageSources ?? defaultSettings.imageSources,
    }),
    [locale, currency, labels, link, routes, formatPrice, imageSources],
  );
  const css = useMemo(
    () => themeStyleSheet(theme, colorScheme, themeSelector ?? '&'),
    [theme, colorScheme, themeSelector],
  );
  return (
    <BookshopContext.Provider value={settings}>
      {themeSelector !== undefined &&
        (css === defaultCss ? <DefaultThemeVariables /> : <ThemeVariables $css={css} />)}
      {globalStyles && <GlobalStyles />}
      {themeSelector === undefined ? (
        <ThemeScope $css={css} data-scope="bookshop-provider" data-part="root">
          {children}
        </ThemeScope>
      ) : (
        children
      )}
    </BookshopContext.Provider>
  );
}

export interface BookshopLabelsScopeProps {
  /** Texts for the components inside, group by group over those of the provider around it. */
  labels: BookshopLabelsOverride;
  children?: ReactNode;
}

/**
 * More texts for one part of an app: the components inside read `labels` over the surrounding
 * provider's, which keeps its other settings. An app can so give the first page only the texts it shows,
 * and the texts of a page loaded later (a back office) with that page.
 */
export function BookshopLabelsScope({ labels, children }: BookshopLabelsScopeProps) {
  const outer = useContext(BookshopContext);
  const settings = useMemo<BookshopSettings>(
    () => ({ ...outer, labels: mergeLabels(outer.labels, labels) }),
    [outer, labels],
  );
  return <BookshopContext.Provider value={settings}>{children}</BookshopContext.Provider>;
}
