/**
 * The kit's design tokens. Every value is a CSS string, so a storefront can give any colour, font or
 * size; components never read these objects, only the CSS variables made from them (`vars`).
 */

/** The colours of one scheme (light or dark). Each `onX` is the text colour that reads on `x`. */
export interface BookshopColors {
  /** Main actions, prices and highlights. */
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** A second call to attention: the basket button, the loading bar. */
  accent: string;
  onAccent: string;
  /** Body text. */
  text: string;
  /** Secondary text: hints, counts, empty states. */
  muted: string;
  /** The page behind everything. */
  background: string;
  /** Cards, panels, inputs. */
  surface: string;
  border: string;
  /** Bars in the opposite tone of the page: the top bar, the footer, count badges. */
  inverse: string;
  onInverse: string;
  star: string;
  starEmpty: string;
  danger: string;
  success: string;
  /** Neutral news, e.g. a shipped order. */
  info: string;
  focus: string;
}

export interface BookshopTheme {
  /** The light scheme's colours. */
  color: BookshopColors;
  /** The dark scheme's colours. */
  darkColor: BookshopColors;
  font: { body: string; heading: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  space: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; round: string };
  shadow: { card: string; raised: string };
}

/**
 * A theme override: any token of any group, the rest from the kit's theme. A group may also take
 * tokens of your own (`color: { sale: '#c00' }`): they become CSS variables like the kit's, typed in
 * `themeVars(theme)`.
 */
export type BookshopThemeOverride = {
  [Group in keyof BookshopTheme]?: Partial<BookshopTheme[Group]> & Record<string, string>;
};

/** The tokens an override adds to the kit's, group by group (none when it adds none). */
export type ThemeExtension<Override extends BookshopThemeOverride> = {
  [Group in keyof BookshopTheme]: Group extends keyof Override
    ? Omit<NonNullable<Override[Group]>, keyof BookshopTheme[Group]>
    : unknown;
};

/** A theme with its own tokens beside the kit's (its own colours in both schemes). */
export type ExtendedTheme<Override extends BookshopThemeOverride> = {
  [Group in keyof BookshopTheme]: BookshopTheme[Group] &
    ThemeExtension<Override>[Group] &
    (Group extends 'darkColor' ? ThemeExtension<Override>['color'] : unknown);
};

/** The light scheme of the Barcelona bookshop: burgundy and saffron on warm paper. */
const lightColors: BookshopColors = {
  primary: '#8c2f39',
  primaryHover: '#6f222b',
  onPrimary: '#ffffff',
  accent: '#e0a526',
  onAccent: '#1f1b16',
  text: '#1f1b16',
  muted: '#5c554d',
  background: '#f7f3ee',
  surface: '#ffffff',
  border: '#ddd5cb',
  inverse: '#1f1b16',
  onInverse: '#ffffff',
  star: '#c98a00',
  starEmpty: '#d6cfc6',
  danger: '#b3261e',
  success: '#2e7d32',
  info: '#1a5fb4',
  focus: '#1a5fb4',
};

/** The dark scheme's colours. */
const darkColors: BookshopColors = {
  primary: '#e8939c',
  primaryHover: '#f2b3b9',
  onPrimary: '#1f1b16',
  accent: '#e0a526',
  onAccent: '#1f1b16',
  text: '#f3eee8',
  muted: '#bdb4aa',
  background: '#151210',
  surface: '#221d1a',
  border: '#4a423b',
  inverse: '#000000',
  onInverse: '#f3eee8',
  star: '#f0b429',
  starEmpty: '#5a524a',
  danger: '#ff8f86',
  success: '#86c98a',
  info: '#8fb8f5',
  focus: '#8fb8f5',
};

const fonts = {
  body: "'Inter Variable', system-ui, sans-serif",
  heading: "Georgia, 'Times New Roman', serif",
};
const fontSizes = { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' };
const spaces = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' };
const radii = { sm: '4px', md: '8px', lg: '16px', round: '999px' };
const shadows = { card: '0 1px 3px rgba(31, 27, 22, 0.12)', raised: '0 6px 20px rgba(31, 27, 22, 0.18)' };

/**
 * The kit's own tokens in the light scheme: what `vars` falls back to without a provider. (Plain
 * objects of constants, here and below, so that a bundler drops whichever a page does not use.)
 */
export const baseTokens: Omit<BookshopTheme, 'darkColor'> = {
  color: lightColors,
  font: fonts,
  fontSize: fontSizes,
  space: spaces,
  radius: radii,
  shadow: shadows,
};

/** The Barcelona bookshop's look: burgundy and saffron on warm paper, Inter for text, Georgia for titles. */
export const defaultTheme: BookshopTheme = {
  color: lightColors,
  darkColor: darkColors,
  font: fonts,
  fontSize: fontSizes,
  space: spaces,
  radius: radii,
  shadow: shadows,
};

/**
 * A full theme from the tokens you change: `createTheme({ color: { primary: '#0b5fff' } })`. Give the
 * dark scheme's colours in `darkColor` when your app offers it. Tokens of your own
 * (`createTheme({ color: { sale: '#c00' } })`) are kept and typed; `themeVars(theme)` names them.
 */
export function createTheme<const Override extends BookshopThemeOverride = Record<never, never>>(
  override: Override = {} as Override,
  base: BookshopTheme = defaultTheme,
): ExtendedTheme<Override> {
  return {
    color: { ...base.color, ...override.color },
    // Colours of your own that the dark scheme does not give keep their light value there.
    darkColor: { ...base.darkColor, ...omit(override.color, base.color), ...override.darkColor },
    font: { ...base.font, ...override.font },
    fontSize: { ...base.fontSize, ...override.fontSize },
    space: { ...base.space, ...override.space },
    radius: { ...base.radius, ...override.radius },
    shadow: { ...base.shadow, ...override.shadow },
  } as ExtendedTheme<Override>;
}

/** The tokens of `tokens` that `known` does not have. */
function omit(tokens: Record<string, string> | undefined, known: object): Record<string, string> {
  return Object.fromEntries(Object.entries(tokens ?? {}).filter(([token]) => !(token in known)));
}
