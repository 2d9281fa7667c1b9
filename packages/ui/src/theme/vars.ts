import { type BookshopColors, type BookshopTheme, defaultTheme } from './tokens';

type ThemeGroups = Omit<BookshopTheme, 'darkColor'>;

/** `var(--bookshop-…)` of every token, by group: what components write in their styles. */
export type BookshopVars = { [Group in keyof ThemeGroups]: { [Token in keyof ThemeGroups[Group]]: string } };

const groupNames: Record<keyof ThemeGroups, string> = {
  color: 'color',
  font: 'font',
  fontSize: 'font-size',
  space: 'space',
  radius: 'radius',
  shadow: 'shadow',
};

/** The CSS custom property of a token, e.g. `--bookshop-color-primary`. */
export function cssVariable(group: keyof ThemeGroups, token: string): string {
  return `--bookshop-${groupNames[group]}-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function groupVars<Group extends keyof ThemeGroups>(group: Group): BookshopVars[Group] {
  const tokens = defaultTheme[group] as Record<string, string>;
  // The kit's own value is the fallback, so a component shown without BookshopProvider still looks right.
  return Object.fromEntries(
    Object.entries(tokens).map(([token, value]) => [token, `var(${cssVariable(group, token)}, ${value})`]),
  ) as BookshopVars[Group];
}

/**
 * The theme as CSS variables. Components use these, never a theme object, so that any app (with its
 * own styled-components theme or none) can restyle the kit, and light and dark are one class of CSS.
 */
export const vars: BookshopVars = {
  color: groupVars('color'),
  font: groupVars('font'),
  fontSize: groupVars('fontSize'),
  space: groupVars('space'),
  radius: groupVars('radius'),
  shadow: groupVars('shadow'),
};

export type ColorScheme = 'light' | 'dark' | 'auto';

function declarations(group: keyof ThemeGroups, tokens: object): string {
  return Object.entries(tokens)
    .map(([token, value]) => `${cssVariable(group, token)}:${value};`)
    .join('');
}

function colors(color: BookshopColors, scheme: 'light' | 'dark'): string {
  return `${declarations('color', color)}color-scheme:${scheme};`;
}

/**
 * The style sheet that gives `theme` to the page: every token on `:root` in the chosen scheme ('auto'
 * follows the reader's system), and either scheme under `[data-bookshop-color-scheme="light|dark"]`
 * for a part of the page that should differ.
 */
export function themeStyleSheet(theme: BookshopTheme, colorScheme: ColorScheme = 'light'): string {
  const light = colors(theme.color, 'light');
  const dark = colors(theme.darkColor, 'dark');
  const common = (['font', 'fontSize', 'space', 'radius', 'shadow'] as const)
    .map((group) => declarations(group, theme[group]))
    .join('');
  return (
    `:root{${common}${colorScheme === 'dark' ? dark : light}}` +
    (colorScheme === 'auto' ? `@media (prefers-color-scheme: dark){:root{${dark}}}` : '') +
    `[data-bookshop-color-scheme='light']{${light}}[data-bookshop-color-scheme='dark']{${dark}}`
  );
}
