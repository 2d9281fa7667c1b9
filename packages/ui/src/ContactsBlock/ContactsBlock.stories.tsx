import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { ContactsBlock } from './ContactsBlock';

/** The shop's place names and its own field names, in the toolbar's language (as `shopIdentity` writes them). */
const shopWords = {
  en: {
    country: 'Spain',
    region: 'Catalonia',
    labels: { country: 'Country', region: 'Region', town: 'City', street: 'Address', telephone: 'Phone' },
  },
  es: {
    country: 'España',
    region: 'Cataluña',
    labels: {
      country: 'País',
      region: 'Comunidad autónoma',
      town: 'Ciudad',
      street: 'Dirección',
      telephone: 'Teléfono',
    },
  },
  ca: {
    country: 'Espanya',
    region: 'Catalunya',
    labels: {
      country: 'País',
      region: 'Comunitat autònoma',
      town: 'Ciutat',
      street: 'Adreça',
      telephone: 'Telèfon',
    },
  },
};

const meta = {
  title: 'Pages/ContactsBlock',
  component: ContactsBlock,
  tags: ['autodocs'],
  args: {
    country: shopWords.en.country,
    region: shopWords.en.region,
    town: 'Barcelona',
    street: 'Carrer de Balmes, 10',
    telephone: '+34 931 234 567',
  },
  // The place names in the toolbar's language; a story's own labels likewise.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    const labels = args.labels && word.labels;
    return <ContactsBlock {...args} country={word.country} region={word.region} labels={labels} />;
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
    await expect(canvas.getByText(storySample(globals, shopWords).region)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '+34 931 234 567' })).toHaveAttribute(
      'href',
      'tel:+34931234567',
    );
  },
};

/** The e-mail address (a mailto: link) and the opening hours, when the shop gives them. */
export const EmailAndHours: Story = {
  args: { email: 'hola@llibreria.example', hours: 'Monday to Saturday, 10:00 to 20:30' },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms.slice(-2)).toEqual([t.contactsBlock.email, t.contactsBlock.hours]);
    await expect(canvas.getByRole('link', { name: 'hola@llibreria.example' })).toHaveAttribute(
      'href',
      'mailto:hola@llibreria.example',
    );
    await expect(canvas.getByText('Monday to Saturday, 10:00 to 20:30')).toBeVisible();
  },
};

/** A shop's own names for the fields, over the kit's. */
export const OwnLabels: Story = {
  args: { labels: shopWords.en.labels },
  play: async ({ canvas, globals }) => {
    const { country, region, town, street, telephone } = storySample(globals, shopWords).labels;
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([country, region, town, street, telephone]);
  },
};
