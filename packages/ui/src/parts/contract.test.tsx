// @vitest-environment happy-dom
import { act, type ComponentType, createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import * as slider from '../image-slider';
import * as kit from '../index';
import { storyOrders } from '../OrderStatus/fixtures';
import * as search from '../search-panel';

// The extension contract, component by component: `className`, `style`, `id`, `data-*` and `ref` all
// reach the root element (the one named `data-part="root"`, unless a component says otherwise).

const noop = () => {};
const book = { id: 'b1', name: 'Nada', image: '/nada.jpg', price: 18.9 };
const order = storyOrders[0] as (typeof storyOrders)[0];
const bookDetails = {
  ...book,
  info: 'Barcelona, 1944.',
  author: { id: 'a1', name: 'Carmen Laforet' },
  publisher: { id: 'p1', name: 'Destino' },
  pagesCount: 288,
  language: 'Español',
  year: 1944,
  categories: [],
};
/** What the book forms pick from. */
const bookChoices = {
  authors: [],
  publishers: [],
  categories: [],
  bookLanguages: [],
  uploadCover: async () => '',
};

const editBook = {
  name: { eng: 'Nothing', esp: 'Nada' },
  info: { eng: 'Barcelona', esp: 'Barcelona' },
  image: '/nada.jpg',
  category: ['novel'],
  author: 'a1',
  publisher: 'p1',
  pagesCount: 288,
  language: 'esp',
  year: 1944,
  price: 18.9,
  stock: 3,
};

/** The least each component needs to render. */
const props: Record<string, Record<string, unknown>> = {
  AccountSettingsForm: {
    user: { name: 'Mercè', surname: 'Rodoreda', telephone: '931234567' },
    onSaveProfile: noop,
    onSavePassword: noop,
  },
  AddAuthorForm: { onSubmit: noop },
  AddBookForm: { ...bookChoices, onSubmit: noop },
  AddPublisherForm: { onSubmit: noop },
  AdminForm: { title: 'Add', fields: [], submitLabel: 'Add', requiredHint: 'All', onSubmit: noop },
  AdminOrders: { orders: [order], nextStatuses: () => [], onSetStatus: noop },
  AuthorPublisherPage: {
    name: 'Carmen Laforet',
    text: 'Novelist',
    image: '/c.jpg',
    books: [book],
    onAddToBasket: noop,
  },
  BasketTable: {
    lines: [{ id: 'b1', name: 'Nada', price: 18.9, count: 1 }],
    count: 1,
    total: 18.9,
    onAdd: noop,
    onRemove: noop,
  },
  BasketWidget: { count: 1, total: 18.9, items: [] },
  BookCard: { book, onAddToBasket: noop },
  BookCarousel: { newBooks: [book], popularBooks: [], onTabChange: noop, onAddToBasket: noop },
  BookDetails: { book: bookDetails, onAddToBasket: noop },
  BookShelf: { books: [book], onAddToBasket: noop },
  Breadcrumbs: { items: [{ label: 'Novel' }] },
  CategoryGrid: { books: [book], onAddToBasket: noop },
  CheckoutForm: {
    paymentMethods: [{ value: 'card_on_delivery', label: 'Card on delivery' }],
    onSubmit: noop,
  },
  CommentForm: { onSubmit: async () => {} },
  CommentList: {
    comments: [
      {
        id: 'c1',
        text: 'Good',
        authorName: 'Pol',
        createdAt: '2026-03-01T10:00:00.000Z',
        likes: 0,
        dislikes: 0,
        canDelete: false,
      },
    ],
    signedIn: true,
    onEvaluate: noop,
    onDelete: noop,
  },
  ConfirmDialog: { open: false, title: 'Sure?', message: 'It goes.', onConfirm: noop, onCancel: noop },
  ContactsBlock: {
    country: 'Spain',
    region: 'Catalonia',
    town: 'Barcelona',
    street: 'Balmes 1',
    telephone: '931',
  },
  DataTable: { caption: 'Books', columns: [], rows: [], rowKey: () => '' },
  EditBookForm: { book: editBook, ...bookChoices, onSubmit: noop },
  EntityCarousel: { kind: 'authors', items: [] },
  FilterDrawer: { count: 3, children: 'Filters' },
  FilterPanel: { groups: [] },
  Footer: { columns: [] },
  Form: { children: 'Fields' },
  GuestNotice: { message: 'Sign in' },
  Header: { siteTitle: 'Shop', searchText: '', onSearchTextChange: noop },
  ImageSlider: { slides: [{ id: 's1', image: '/s.jpg', alt: '' }], autoplay: false },
  ImageUploader: { onFile: noop },
  LanguageSelector: { value: 'esp', onChange: noop },
  Link: { href: '/', children: 'Home' },
  Logo: { title: 'Shop' },
  NavBar: { categories: [] },
  NotFound: {},
  OrderDetail: { order, canRequestReturn: false, onCancel: noop, onRequestReturn: noop, backHref: '/' },
  OrderStatus: { status: 'placed' },
  OrdersList: { orders: [order], detailHref: () => '/' },
  Pagination: { page: 1, pageCount: 3, href: () => '/' },
  PasswordDialog: { open: false, title: 'Sure?', message: 'Your password.', onConfirm: noop, onCancel: noop },
  Rating: { value: 2 },
  ResultCount: { count: 3 },
  SearchBox: { value: '', onChange: noop },
  SearchPanel: { open: true, loading: false, onClose: noop, onResultClick: noop },
  Shelf: { children: 'A card' },
  SignInForm: { onSubmit: noop },
  SignUpForm: { onSubmit: noop },
  SocialSignIn: { providers: [{ id: 'f', name: 'Facebook', href: '/f' }] },
  SortSelect: { options: [{ value: 'new', label: 'New' }], value: 'new', onChange: noop },
  Spinner: {},
  Stars: { value: 3, label: '3 of 5' },
  StockBadge: { state: 'inStock' },
  ForLaterButton: { bookName: 'Nada', kept: false, onToggle: noop },
  Tabs: { tabs: [{ id: 'a', label: 'A', content: 'A' }], selected: 'a', onSelect: noop, label: 'Tabs' },
  TextPage: { title: 'About', paragraphs: ['Us'] },
  TopBar: { language: 'esp', onLanguageChange: noop },
  VisuallyHidden: { children: 'Hidden' },
};

/** What is not a component drawing an element of its own (settings, page-wide styles), and FormField, a field (below). */
const notComponents = new Set(['BookshopProvider', 'BookshopLabelsScope', 'GlobalStyles', 'FormField']);

const exported = { ...kit, ...slider, ...search } as Record<string, unknown>;
const components = Object.entries(exported)
  .filter(([name]) => /^[A-Z][a-z]/.test(name) && !notComponents.has(name))
  .filter(([, value]) => typeof value === 'function' || (typeof value === 'object' && value !== null));

let container: HTMLElement;
afterEach(() => container?.remove());

async function render(node: ReactNode) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return root;
}

describe('the extension contract', () => {
  it('covers every component the kit exports', () => {
    expect(components.length).toBeGreaterThan(50);
    for (const [name] of components) expect(props, `no sample props for ${name}`).toHaveProperty(name);
  });

  for (const [name, component] of components) {
    it(`${name} puts className, style, id, data-* and ref on its root`, async () => {
      let ref: Element | null = null;
      const root = await render(
        createElement(component as ComponentType<Record<string, unknown>>, {
          ...props[name],
          className: 'app-class',
          style: { marginTop: '3px' },
          id: 'app-id',
          'data-testid': 'app',
          ref: (element: Element | null) => {
            ref = element;
          },
        }),
      );
      const element = container.querySelector('[data-testid="app"]');
      expect(element, `${name}: data-testid did not reach the DOM`).not.toBeNull();
      expect(element?.id).toBe('app-id');
      expect(ref).toBe(element);
      const outer = container.querySelector('.app-class') as HTMLElement | null;
      expect(outer, `${name}: className did not reach the DOM`).toBe(element);
      expect(outer?.style.marginTop).toBe('3px');
      await act(async () => root.unmount());
    });
  }

  it('FormField: id, data-* and ref reach the input; className and style its field', async () => {
    let ref: Element | null = null;
    const root = await render(
      <kit.FormField
        name="email"
        label="Email"
        id="email"
        data-testid="email"
        className="field"
        style={{ marginTop: '3px' }}
        ref={(element) => {
          ref = element;
        }}
      />,
    );
    const input = container.querySelector('input');
    expect(input?.id).toBe('email');
    expect(input?.dataset.testid).toBe('email');
    expect(ref).toBe(input);
    const field = container.querySelector('.field') as HTMLElement;
    expect(field.contains(input)).toBe(true);
    expect(field.style.marginTop).toBe('3px');
    await act(async () => root.unmount());
  });
});
