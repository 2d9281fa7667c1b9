import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import styled from 'styled-components';
import { type BookshopColors, type BookshopTheme, defaultTheme } from '../theme/tokens';
import { cssVariable, vars } from '../theme/vars';

/** Every token of one group: its name, its CSS variable, its value, and a sample drawn with the variable. */
function TokenTable({ group, sample }: { group: Exclude<keyof BookshopTheme, 'darkColor'>; sample: Sample }) {
  const tokens = Object.entries(defaultTheme[group]);
  return (
    <Table aria-label={group}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">CSS variable</th>
          <th scope="col">Value</th>
          {group === 'color' && <th scope="col">Dark value</th>}
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map(([token, value]) => {
          const variable = cssVariable(group, token);
          return (
            <tr key={token}>
              <th scope="row">{token}</th>
              <td>
                <code>{variable}</code>
              </td>
              <td>
                <code>{value}</code>
              </td>
              {group === 'color' && (
                <td>
                  <code>{defaultTheme.darkColor[token as keyof BookshopColors]}</code>
                </td>
              )}
              <td>{samples[sample](`var(${variable})`)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

const samples = {
  swatch: (value: string) => <Swatch data-testid="sample" style={{ background: value }} />,
  text: (value: string) => (
    <span data-testid="sample" style={{ fontFamily: value }}>
      Librería Barcelona
    </span>
  ),
  size: (value: string) => (
    <span data-testid="sample" style={{ fontSize: value }}>
      Aa
    </span>
  ),
  bar: (value: string) => <Bar data-testid="sample" style={{ width: value }} />,
  corner: (value: string) => <Corner data-testid="sample" style={{ borderRadius: value }} />,
  shadow: (value: string) => <Corner data-testid="sample" style={{ boxShadow: value }} />,
};
type Sample = keyof typeof samples;

const Table = styled.table`
  border-collapse: collapse;
  font-family: ${vars.font.body};
  color: ${vars.color.text};

  th,
  td {
    padding: ${vars.space.xs} ${vars.space.md};
    font-family: inherit;
    text-align: start;
    border-bottom: 1px solid ${vars.color.border};
  }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 48px;
  height: 24px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
`;

const Bar = styled.span`
  display: inline-block;
  height: 12px;
  background: ${vars.color.primary};
`;

const Corner = styled.span`
  display: inline-block;
  width: 48px;
  height: 32px;
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
`;

/**
 * The kit's design tokens, each a CSS variable that every component reads. Change them with
 * `createTheme({ color: { primary: '#0b5fff' } })` given to `BookshopProvider`'s `theme`; the dark
 * scheme takes `darkColor`. Switch the toolbar's theme to see the dark values in the samples.
 */
const meta = {
  title: 'Foundations/Tokens',
  component: TokenTable,
  tags: ['autodocs'],
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof TokenTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  args: { group: 'color', sample: 'swatch' },
  play: async ({ canvas }) => {
    // Each sample is drawn with its variable, which the provider sets to the theme's value.
    const primary = within(canvas.getByRole('row', { name: /^primary / }));
    await expect(primary.getByText('--bookshop-color-primary')).toBeVisible();
    await expect(getComputedStyle(primary.getByTestId('sample')).backgroundColor).toBe('rgb(140, 47, 57)');
  },
};

export const DarkColours: Story = {
  args: { group: 'color', sample: 'swatch' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const primary = within(canvas.getByRole('row', { name: /^primary / }));
    await expect(getComputedStyle(primary.getByTestId('sample')).backgroundColor).toBe('rgb(232, 147, 156)');
  },
};

export const Fonts: Story = { args: { group: 'font', sample: 'text' } };
export const FontSizes: Story = { args: { group: 'fontSize', sample: 'size' } };
export const Space: Story = { args: { group: 'space', sample: 'bar' } };
export const Radius: Story = { args: { group: 'radius', sample: 'corner' } };
export const Shadows: Story = { args: { group: 'shadow', sample: 'shadow' } };
