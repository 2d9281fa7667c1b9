import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  tags: ['autodocs'],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).notFound;
    await expect(canvas.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(canvas.getByText(text.text)).toBeVisible();
    // Back to the home page (`routes.home()`) unless the page says where.
    await expect(canvas.getByRole('link', { name: text.link })).toHaveAttribute('href', '/');
  },
};

/** The shop's own words for a missing page (as the shop writes them), in the toolbar's language. */
const shopWords = {
  en: {
    title: 'Page not found',
    text: "Look like you're lost: the page you are looking for is not available.",
    linkLabel: 'Back to the main page',
  },
  es: {
    title: 'Página no encontrada',
    text: 'Parece que te has perdido: la página que buscas no está disponible.',
    linkLabel: 'Volver a la página principal',
  },
  ca: {
    title: 'Pàgina no trobada',
    text: "Sembla que t'has perdut: la pàgina que cerques no està disponible.",
    linkLabel: 'Torna a la pàgina principal',
  },
};

/** The shop's own words and its main page, given as props. */
export const OwnWords: Story = {
  args: { ...shopWords.en, href: '/main' },
  render: (args, { globals }) => <NotFound {...args} {...storySample(globals, shopWords)} />,
  play: async ({ canvas, globals }) => {
    const word = storySample(globals, shopWords);
    await expect(canvas.getByRole('heading', { name: word.title })).toBeVisible();
    await expect(canvas.getByText(word.text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: word.linkLabel })).toHaveAttribute('href', '/main');
  },
};
