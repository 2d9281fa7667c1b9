import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';
import { type StoryGlobals, storyPrice, storyTexts } from '../storybook/languages';
import { vars } from '../theme/vars';

const Sample = styled.div`
  color: ${vars.color.text};

  h1 {
    font-family: ${vars.font.heading};
  }
  p {
    font-family: ${vars.font.body};
  }
`;

/** A line of the kit's own words in the toolbar's language, with a price and the shop's accented names. */
const specimen = (globals: StoryGlobals) =>
  `${storyTexts(globals).bookCard.addToBasket} · ${storyPrice(globals, 12.15)} · «Cien años de soledad» · Mercè Rodoreda`;

function Typography({ line }: { line: string }) {
  return (
    <Sample>
      <h1>Librería Barcelona</h1>
      <p>{line}</p>
      <p>
        <strong>Inter Variable</strong>, weights 100 to 900, served by the app from{' '}
        <code>@bookshop/ui/font.css</code>.
      </p>
    </Sample>
  );
}

/** The kit's type: Inter (variable, latin subset) for text, Georgia for titles. */
const meta = {
  title: 'Foundations/Typography',
  component: Typography,
  tags: ['autodocs'],
  args: { line: '' },
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <Typography line={specimen(globals)} />,
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BodyFont: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(specimen(globals))).toBeVisible();
    // The font file comes from the app's own server (no font service), and it really loads.
    await document.fonts.load('16px "Inter Variable"');
    await waitFor(() =>
      expect(
        [...document.fonts].some(
          (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
        ),
      ).toBe(true),
    );
    // It is declared by the app's own style sheet (`@bookshop/ui/font.css`) and fetched from its own origin.
    const faces = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => ({ rule, base: sheet.href ?? location.href })))
      .filter(({ rule }) => rule instanceof CSSFontFaceRule && rule.cssText.includes('Inter Variable'));
    await expect(faces.length).toBeGreaterThan(0);
    for (const { rule, base } of faces) {
      for (const [, url = ''] of rule.cssText.matchAll(/url\("?([^")]+)"?\)/g)) {
        await expect(new URL(url, base).origin).toBe(location.origin);
      }
    }
  },
};
