import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { ContactsBlock } from './ContactsBlock';

const meta = {
  title: 'Pages/ContactsBlock',
  component: ContactsBlock,
  tags: ['autodocs'],
  args: {
    country: 'Spain',
    region: 'Catalonia',
    town: 'Barcelona',
    street: 'Carrer de Balmes, 10',
    telephone: '+34 931 234 567',
  },
} satisfies Meta<typeof ContactsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      t.contactsBlock.country,
      t.contactsBlock.region,
      t.contactsBlock.town,
      t.contactsBlock.street,
      t.contactsBlock.telephone,
    ]);
    await expect(canvas.getByText('Catalonia')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+34 931 234 567' })).toHaveAttribute(
      'href',
      'tel:+34931234567',
    );
  },
};

export const InSpanish: Story = {
  args: {
    labels: { country: 'País', region: 'Región', town: 'Ciudad', street: 'Calle', telephone: 'Teléfono' },
  },
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['País', 'Región', 'Ciudad', 'Calle', 'Teléfono']);
  },
};
