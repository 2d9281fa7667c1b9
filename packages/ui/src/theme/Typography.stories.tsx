import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import styled from 'styled-components';

const Sample = styled.div`
  h1 {
    font-family: ${({ theme }) => theme.font.heading};
  }
  p {
    font-family: ${({ theme }) => theme.font.body};
  }
`;

function Typography() {
  return (
    <Sample>
      <h1>Librería Barcelona</h1>
      <p>Añadir a la cesta · 12,15 € · «Cien años de soledad» · ¿Olvidaste la contraseña?</p>
      <p>
        <strong>Inter Variable</strong>, weights 100 to 900, served with the app.
      </p>
    </Sample>
  );
}

/** The shop's type: Inter (variable, latin subset) for text, served by the app itself. */
const meta = {
  title: 'Theme/Typography',
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
    const requests = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('.woff2'));
    await expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) await expect(new URL(request.name).origin).toBe(window.location.origin);
  },
};
