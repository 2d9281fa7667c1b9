import { type BookshopColors, type BookshopTheme, baseTokens } from './tokens';

type ThemeGroups = Omit<BookshopTheme, 'darkColor'>;
type Group = keyof ThemeGroups;

/** `var(--bookshop-…)` of every token, by group: what components write in their styles. */
export type BookshopVars = { [G in Group]: { [Token in keyof ThemeGroups[G]]: string } };

/** `var(--bookshop-…)` of every token of `Theme`, its own tokens included (see `themeVars`). */
export type ThemeVars<Theme extends ThemeGroups> = { [G in Group]: { [Token in keyof Theme[G]]: string } };

const groups = Object.keys(baseTokens) as Group[];

/** `fontSize` -> `font-size`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS custom property of a token, e.g. `--bookshop-color-primary`, `--bookshop-font-size-md`. */
export function cssVariable(group: Group, token: string): string {
  return `--bookshop-${kebab(group)}-${kebab(token)}`;
}

/** Each token's variable, with the token's own value as its fallback. */
function groupVars(group: Group, tokens: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tokens).map(([token, value]) => [token, `var(${cssVariable(group, token)}, ${value})`]),
  );
}

/**
 * The theme as CSS variables. Components use these, never a theme object, so that any app (with its
 * own styled-components theme or none) can restyle the kit, and light and dark are one class of CSS.
 * The kit's own value is each one's fallback, so a component shown without a provider still looks right.
 */
export const vars = Object.fromEntries(
  groups.map((group) => [group, groupVars(group, baseTokens[group])]),
) as BookshopVars;

/**
 * The variables of a theme of yours, its own tokens included and typed:
 * `themeVars(createTheme({ color: { sale: '#c00' } })).color.sale` is `var(--bookshop-color-sale, #c00)`.
 */
export function themeVars<Theme extends ThemeGroups>(theme: Theme): ThemeVars<Theme> {
  return Object.fromEntries(
    groups.map((group) => [group, groupVars(group, theme[group])]),
  ) as ThemeVars<Theme>;
}

export type ColorScheme = 'light' | 'dark' | 'auto';

function declarations(group: Group, tokens: object): string {
  return Object.entries(tokens)
    .map(([token, value]) => `${cssVariable(group, token)}:${value};`)
    .join('');
}

function colors(color: BookshopColors, scheme: 'light' | 'dark'): string {
  return `${declarations('color', color)}color-scheme:${scheme};`;
}

/**
 * The style sheet that gives `theme` to the elements `selector` picks (`:root`, the whole page, by
 * default): every token in the chosen scheme ('auto' follows the reader's system), and either scheme
 * on any element inside with `data-bookshop-color-scheme="light|dark"`, for a part that should differ.
 * With `&` as the selector it is the rules of one styled component (the provider's own element).
 */
export function themeStyleSheet(
  theme: BookshopTheme,
  colorScheme: ColorScheme = 'light',
  selector = ':root',
): string {
  const light = colors(theme.color, 'light');
  const dark = colors(theme.darkColor, 'dark');
  const common = groups
    .filter((group) => group !== 'color')
    .map((group) => declarations(group, theme[group]))
    .join('');
  const scheme = (name: string) =>
    `${selector}[data-bookshop-color-scheme='${name}'],${selector} [data-bookshop-color-scheme='${name}']`;
  return (
    `${selector}{${common}${colorScheme === 'dark' ? dark : light}}` +
    (colorScheme === 'auto' ? `@media (prefers-color-scheme: dark){${selector}{${dark}}}` : '') +
    `${scheme('light')}{${light}}${scheme('dark')}{${dark}}`
  );
}
