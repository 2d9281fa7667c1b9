import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { Footer } from './Footer';

/** The shop's columns, links and line of copyright (the kit has none), as the shop writes them. */
const shopWords = {
  en: {
    account: 'Account',
    myOrders: 'My orders',
    settings: 'Settings',
    shop: 'Shop',
    aboutUs: 'About us',
    contacts: 'Contacts',
    help: 'Help',
    returns: 'Returns',
    delivery: 'Delivery',
    copyright: '© 2021 Barcelona bookshop',
    firstLink: 'First link of the page',
  },
  es: {
    account: 'Mi cuenta',
    myOrders: 'Mis pedidos',
    settings: 'Ajustes',
    shop: 'Tienda',
    aboutUs: 'Sobre nosotros',
    contacts: 'Contactos',
    help: 'Ayuda',
    returns: 'Devoluciones',
    delivery: 'Entrega',
    copyright: '© 2021 Librería Barcelona',
    firstLink: 'Primer enlace de la página',
  },
  ca: {
    account: 'El meu compte',
    myOrders: 'Les meves comandes',
    settings: 'Configuració',
    shop: 'Botiga',
    aboutUs: 'Qui som',
    contacts: 'Contacte',
    help: 'Ajuda',
    returns: 'Devolucions',
    delivery: 'Lliurament',
    copyright: '© 2021 Llibreria Barcelona',
    firstLink: 'Primer enllaç de la pàgina',
  },
};
type ShopWords = (typeof shopWords)['en'];

const shopColumns = (word: ShopWords) => [
  {
    title: word.account,
    links: [
      { href: '/my_account/my_orders', label: word.myOrders },
      { href: '/my_account/settings', label: word.settings },
    ],
  },
  {
    title: word.shop,
    links: [
      { href: '/about_us', label: word.aboutUs },
      { href: '/contacts', label: word.contacts },
    ],
  },
  {
    title: word.help,
    links: [
      { href: '/return', label: word.returns },
      { href: '/delivery', label: word.delivery },
    ],
  },
];

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    columns: shopColumns(shopWords.en),
    social: [
      { href: 'https://instagram.com/barcelona.books', name: 'Instagram', icon: 'IG' },
      { href: 'https://facebook.com/barcelona.books', name: 'Facebook', icon: 'FB' },
    ],
    copyright: shopWords.en.copyright,
  },
  // The shop's columns and copyright in the toolbar's language.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return <Footer {...args} columns={shopColumns(word)} copyright={word.copyright} />;
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const word = storySample(globals, shopWords);
    await expect(canvas.getByRole('heading', { name: word.account })).toBeVisible();
    const expected: [string, string][] = [
      [word.myOrders, '/my_account/my_orders'],
      [word.aboutUs, '/about_us'],
      [word.returns, '/return'],
    ];
    for (const [name, href] of expected) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const instagram = canvas.getByRole('link', { name: 'Instagram' });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    // Two-letter icons side by side: each a target of at least 24 by 24 px (WCAG 2.2, 2.5.8).
    for (const name of ['Instagram', 'Facebook']) {
      const box = canvas.getByRole('link', { name }).getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    await expect(canvas.getByText(/^© 2021/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: storyTexts(globals).footer.social })).toBeVisible();
  },
};

export const BackToTop: Story = {
  decorators: [
    (Story, { globals }) => (
      <div style={{ paddingTop: 2000 }}>
        <a href="#top">{storySample(globals, shopWords).firstLink}</a>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    window.scrollTo(0, 1500);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: storyTexts(globals).footer.toTop }));
    await waitFor(() => expect(window.scrollY).toBe(0));
    // The focus goes up too: the next Tab continues from the top, not from the footer.
    await expect(canvas.getByRole('link', { name: storySample(globals, shopWords).firstLink })).toHaveFocus();
  },
};
