import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySample } from '../storybook/languages';
import { TextPage } from './TextPage';

/** The shop's page (its own words), one paragraph with markup that must stay text, in the toolbar's language. */
const shopWords = {
  en: { title: 'About us', paragraphs: ['An open bookshop in Barcelona.', '<b>Plain</b> text, never HTML.'] },
  es: {
    title: 'Sobre nosotros',
    paragraphs: ['Una librería abierta en Barcelona.', '<b>Texto</b> sin formato, nunca HTML.'],
  },
  ca: {
    title: 'Qui som',
    paragraphs: ['Una llibreria oberta a Barcelona.', '<b>Text</b> sense format, mai HTML.'],
  },
};

const meta = {
  title: 'Pages/TextPage',
  component: TextPage,
  tags: ['autodocs'],
  args: shopWords.en,
  render: (args, { globals }) => <TextPage {...args} {...storySample(globals, shopWords)} />,
} satisfies Meta<typeof TextPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const word = storySample(globals, shopWords);
    await expect(canvas.getByRole('heading', { level: 1, name: word.title })).toBeVisible();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(2);
    await expect(canvas.getByText(word.paragraphs[1] as string)).toBeVisible();
  },
};
