/** Design tokens of the bookshop. Components read these, never raw values. */
export const theme = {
  color: {
    primary: '#8c2f39',
    primaryHover: '#6f222b',
    onPrimary: '#ffffff',
    accent: '#e0a526',
    text: '#1f1b16',
    muted: '#5c554d',
    surface: '#ffffff',
    background: '#f7f3ee',
    border: '#ddd5cb',
    star: '#c98a00',
    starEmpty: '#d6cfc6',
    danger: '#b3261e',
    success: '#2e7d32',
    focus: '#1a5fb4',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '16px', round: '999px' },
  font: {
    body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  breakpoint: { xs: '391px', sm: '571px', md: '761px', lg: '951px' },
  shadow: { card: '0 1px 3px rgba(31, 27, 22, 0.12)', raised: '0 6px 20px rgba(31, 27, 22, 0.18)' },
} as const;

export type Theme = typeof theme;

// Components and apps read the tokens through styled-components' typed `theme` prop.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
