import { describe, expect, it } from 'vitest';
import { createTheme } from './tokens';
import { themeStyleSheet, themeVars } from './vars';

describe('tokens of your own', () => {
  const theme = createTheme({ color: { primary: '#0b5fff', sale: '#cc0000' }, space: { gutter: '20px' } });

  it('become typed CSS variables beside the kit’s', () => {
    const named = themeVars(theme);
    expect(named.color.sale).toBe('var(--bookshop-color-sale, #cc0000)');
    expect(named.space.gutter).toBe('var(--bookshop-space-gutter, 20px)');
    expect(named.color.primary).toBe('var(--bookshop-color-primary, #0b5fff)');
    // @ts-expect-error: a token the theme does not have is a type error.
    expect(named.color.nope).toBeUndefined();
  });

  it('are written in the style sheet, a colour keeping its light value in the dark scheme', () => {
    const css = themeStyleSheet(theme, 'dark', '.shop');
    expect(css).toMatch(/^\.shop\{[^}]*--bookshop-space-gutter:20px;[^}]*--bookshop-color-sale:#cc0000;/);
    expect(theme.darkColor.sale).toBe('#cc0000');
  });
});
