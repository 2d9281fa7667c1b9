import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type StoryGlobals, storyPrice, storySample, storyTexts } from '../storybook/languages';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  name: string;
  price: number;
}

const rows: Row[] = [
  { id: '1', name: 'La plaça del Diamant', price: 18.5 },
  { id: '2', name: 'Cien años de soledad', price: 21 },
  { id: '3', name: 'Don Quijote', price: 12.95 },
];

/** The table's caption and headers, the shop's own words, in the toolbar's language. */
const shopWords = {
  en: { books: 'Books', name: 'Name', price: 'Price' },
  es: { books: 'Libros', name: 'Nombre', price: 'Precio' },
  ca: { books: 'Llibres', name: 'Nom', price: 'Preu' },
};
type ShopWords = (typeof shopWords)['en'];

/** The columns named in the toolbar's language, prices written as its readers write them. */
const columnsIn = (word: ShopWords, globals: StoryGlobals): DataTableColumn<Row>[] => [
  {
    key: 'name',
    header: word.name,
    sortable: true,
    cell: (row) => <a href={`/admin/books/${row.id}`}>{row.name}</a>,
  },
  {
    key: 'price',
    header: word.price,
    sortable: true,
    numeric: true,
    cell: (row) => storyPrice(globals, row.price),
  },
  { key: 'id', header: 'Id', cell: (row) => row.id },
];

// The story's own table: a generic component needs its row type named for Storybook's args.
function BooksTable(props: Partial<Parameters<typeof DataTable<Row>>[0]>) {
  return (
    <DataTable<Row>
      caption={shopWords.en.books}
      columns={columnsIn(shopWords.en, {})}
      rows={rows}
      rowKey={(row) => row.id}
      sort={{ key: 'name', direction: 'asc' }}
      sortHref={(sort) => `?sort=${sort.key}&direction=${sort.direction}`}
      page={2}
      pageCount={4}
      pageHref={(page) => `?page=${page}`}
      {...props}
    />
  );
}

const meta = {
  title: 'Admin/DataTable',
  component: BooksTable,
  tags: ['autodocs'],
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return <BooksTable caption={word.books} columns={columnsIn(word, globals)} {...args} />;
  },
} satisfies Meta<typeof BooksTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorted by name: its header says so, a link sorts the other way; other sortable headers are links too. */
export const Sorted: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals);
    const table = canvas.getByRole('table', { name: storySample(globals, shopWords).books });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers[0]).toHaveAttribute('aria-sort', 'ascending');
    await expect(headers[1]).not.toHaveAttribute('aria-sort');
    const byName = within(headers[0] as HTMLElement).getByRole('link');
    await expect(byName).toHaveAccessibleName(
      new RegExp(`^${storySample(globals, shopWords).name}\\s*, ${text.dataTable.sortedAscending}$`),
    );
    await expect(byName).toHaveAttribute('href', '?sort=name&direction=desc');
    await expect(within(headers[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '?sort=price&direction=asc',
    );
    // The id column cannot be sorted: no link.
    await expect(within(headers[2] as HTMLElement).queryByRole('link')).toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    // Keyboard: Tab reaches the table's region (named by its caption: its arrow keys scroll a wide
    // table on a phone), then the sort links, then the rows' links, then the pages.
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: storySample(globals, shopWords).books })).toHaveFocus();
    await userEvent.tab();
    await expect(byName).toHaveFocus();
    await expect(canvas.getByRole('link', { name: text.pagination.page(3) })).toHaveAttribute(
      'href',
      '?page=3',
    );
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(storyTexts(globals).dataTable.loading);
  },
};

export const Empty: Story = {
  args: { rows: [], pageCount: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).dataTable.empty)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const SortedDescending: Story = {
  args: { sort: { key: 'price', direction: 'desc' } },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals);
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[1]).toHaveAttribute('aria-sort', 'descending');
    await expect(within(headers[1] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      new RegExp(`^${storySample(globals, shopWords).price}\\s*, ${text.dataTable.sortedDescending}$`),
    );
    await expect(canvas.getByRole('navigation', { name: text.pagination.nav })).toBeVisible();
  },
};
