import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';
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

function Typography() {
  return (
    <Sample>
      <h1>Librería Barcelona</h1>
      <p>Añadir a la cesta · 12,15 € · «Cien años de soledad» · ¿Olvidaste la contraseña?</p>
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
} satisfies Meta<typeof Typography>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BodyFont: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Añadir a la cesta/)).toBeVisible();
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
