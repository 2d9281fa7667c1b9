import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { startingWith, storyLanguage, storyTexts } from '../storybook/languages';
import { AddAuthorForm, AddBookForm, AddPublisherForm, EditBookForm } from './AdminForms';
import { type LocalisedLabels, type LocalisedPart, specLanguages } from './localised';

/** A name's or text's label in one language, as the toolbar's pack writes it: "Nombre en inglés". */
const inLanguage = (t: LocalisedLabels, part: LocalisedPart, code: string) =>
  t[part](t.languageNames[code] ?? code);

/** The lists a book picks from, and an upload that answers the stored cover's address. */
const choices = {
  categories: [
    { value: 'imaginative', label: 'Fiction', group: 'Fiction' },
    { value: 'classic', label: 'Classics', group: 'Fiction' },
    { value: 'novel', label: 'Novels', group: 'Fiction' },
    { value: 'children', label: 'Children', group: 'Children' },
    { value: 'fable', label: 'Fables', group: 'Children' },
  ],
  bookLanguages: [
    { id: 'esp', name: 'Spanish' },
    { id: 'cat', name: 'Catalan' },
  ],
  uploadCover: fn(async (file: File) => `/uploads/${file.name.length}-960.webp`),
};

/** A PNG as the admin's computer has it. */
const coverFile = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

type Canvas = { getByLabelText: (text: string | RegExp) => HTMLElement };

/** Picks the cover, the categories and the language as an admin does: from the lists, with an upload. */
async function pickFromLists(
  canvas: Canvas,
  canvasElement: HTMLElement,
  t: { image: string; category: string; language: string },
  categories: string[],
) {
  const file = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!file) throw new Error('no file input');
  await userEvent.upload(file, coverFile());
  for (const category of categories) await userEvent.click(canvas.getByLabelText(category));
  await userEvent.selectOptions(canvas.getByLabelText(startingWith(t.language)), 'cat');
}

const meta = {
  title: 'Admin/AddBookForm',
  component: AddBookForm,
  tags: ['autodocs'],
  args: {
    authors: [
      { id: 'a1', name: 'Mercè Rodoreda' },
      { id: 'a2', name: 'Carlos Ruiz Zafón' },
    ],
    publishers: [{ id: 'p1', name: 'Edicions 62' }],
    ...choices,
    onSubmit: fn(),
  },
} satisfies Meta<typeof AddBookForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddsABook: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const submit = canvas.getByRole('button', { name: t.addBookForm.submit });
    // Nothing happens until every required field is filled: the button says why it waits.
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText(t.addBookForm.requiredHint)).toBeVisible();

    await userEvent.type(
      canvas.getByLabelText(startingWith(inLanguage(t.addBookForm, 'name', 'eng'))),
      'The Time of the Doves',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(inLanguage(t.addBookForm, 'name', 'esp'))),
      'La plaça del Diamant',
    );
    // No address or slug is typed: the cover is uploaded, the rest picked from lists.
    await pickFromLists(canvas, canvasElement, t.addBookForm, ['Classics', 'Novels']);
    // The preview shows the cover as the server stored it.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: t.imageUploader.preview })).toHaveAttribute(
        'src',
        '/uploads/9-960.webp',
      ),
    );
    // A long list narrows as the admin types, accents or not; the choice is made from it.
    await userEvent.type(canvas.getByLabelText(t.addBookForm.authorSearch), 'merce');
    const author = canvas.getByLabelText(startingWith(t.addBookForm.author));
    await expect(author.querySelectorAll('option')).toHaveLength(2);
    await userEvent.selectOptions(author, 'a1');
    await userEvent.selectOptions(canvas.getByLabelText(startingWith(t.addBookForm.publisher)), 'p1');
    await userEvent.type(canvas.getByLabelText(startingWith(t.addBookForm.pagesCount)), '256');
    await userEvent.type(canvas.getByLabelText(startingWith(t.addBookForm.year)), '1962');
    await userEvent.type(canvas.getByLabelText(startingWith(t.addBookForm.price)), '0');
    // A zero price is not filled in.
    await expect(submit).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText(startingWith(t.addBookForm.price)));
    await userEvent.type(canvas.getByLabelText(startingWith(t.addBookForm.price)), '18.50');
    await userEvent.type(
      canvas.getByLabelText(startingWith(inLanguage(t.addBookForm, 'text', 'eng'))),
      'Barcelona, 1930s.',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(inLanguage(t.addBookForm, 'text', 'esp'))),
      'Barcelona, años treinta.',
    );
    await expect(submit).toBeEnabled();

    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: { eng: 'The Time of the Doves', esp: 'La plaça del Diamant' },
      info: { eng: 'Barcelona, 1930s.', esp: 'Barcelona, años treinta.' },
      image: '/uploads/9-960.webp',
      category: ['classic', 'novel'],
      author: 'a1',
      publisher: 'p1',
      pagesCount: 256,
      language: 'cat',
      year: 1962,
      price: 18.5,
    });
    // The fields clear after submitting, the cover and the ticks too.
    await expect(canvas.getByLabelText(startingWith(inLanguage(t.addBookForm, 'name', 'eng')))).toHaveValue(
      '',
    );
    await expect(canvas.getByLabelText('Classics')).not.toBeChecked();
    await expect(canvas.queryByRole('img', { name: t.imageUploader.preview })).toBeNull();
    await expect(submit).toBeDisabled();
  },
};

/** The edition is optional (no mark, not waited for); given, it goes with the book. */
export const AddsABookWithItsEdition: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals).addBookForm;
    const field = (label: string) => canvas.getByLabelText(startingWith(label));
    for (const label of [t.isbn, t.format, t.translator, t.series, t.seriesNumber]) {
      await expect(field(label)).not.toBeRequired();
    }
    await expect(field(t.isbn)).toHaveAccessibleDescription(t.isbnHint);
    await userEvent.type(field(inLanguage(t, 'name', 'eng')), 'Broken Mirror');
    await userEvent.type(field(inLanguage(t, 'name', 'esp')), 'Mirall trencat');
    await pickFromLists(canvas, canvasElement, t, ['Novels']);
    await userEvent.selectOptions(field(t.author), 'a1');
    await userEvent.selectOptions(field(t.publisher), 'p1');
    await userEvent.type(field(t.pagesCount), '456');
    await userEvent.type(field(t.year), '1974');
    await userEvent.type(field(t.price), '21');
    await userEvent.type(field(inLanguage(t, 'text', 'eng')), 'A family in Barcelona.');
    await userEvent.type(field(inLanguage(t, 'text', 'esp')), 'Una familia en Barcelona.');
    await userEvent.type(field(t.isbn), ' 978-84-376-0494-7 ');
    await userEvent.selectOptions(field(t.format), 'hardback');
    await userEvent.type(field(t.series), 'El Balancí');
    await userEvent.type(field(t.seriesNumber), '12');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        isbn: '978-84-376-0494-7',
        format: 'hardback',
        translator: undefined,
        series: 'El Balancí',
        seriesNumber: 12,
      }),
    );
  },
};

/**
 * A shop that offers Catalan (`languages`): an optional Catalan field beside each name and text, the
 * Spanish and English ones still required; written, the Catalan texts go with the book.
 */
export const AddsABookInCatalanToo: Story = {
  args: { languages: [{ code: 'esp', required: true }, { code: 'cat' }, { code: 'eng', required: true }] },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals).addBookForm;
    const field = (label: string) => canvas.getByLabelText(startingWith(label));
    await expect(field(inLanguage(t, 'name', 'cat'))).not.toBeRequired();
    await expect(field(inLanguage(t, 'text', 'cat'))).not.toBeRequired();
    await expect(field(inLanguage(t, 'name', 'esp'))).toBeRequired();
    await userEvent.type(field(inLanguage(t, 'name', 'eng')), 'The Time of the Doves');
    await userEvent.type(field(inLanguage(t, 'name', 'esp')), 'La plaza del Diamante');
    await userEvent.type(field(inLanguage(t, 'name', 'cat')), 'La plaça del Diamant');
    await pickFromLists(canvas, canvasElement, t, ['Novels']);
    await userEvent.selectOptions(field(t.author), 'a1');
    await userEvent.selectOptions(field(t.publisher), 'p1');
    await userEvent.type(field(t.pagesCount), '256');
    await userEvent.type(field(t.year), '1962');
    await userEvent.type(field(t.price), '18.50');
    await userEvent.type(field(inLanguage(t, 'text', 'eng')), 'Barcelona, 1930s.');
    await userEvent.type(field(inLanguage(t, 'text', 'esp')), 'Barcelona, años treinta.');
    await userEvent.type(field(inLanguage(t, 'text', 'cat')), 'Barcelona, anys trenta. Una novel·la.');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: { eng: 'The Time of the Doves', esp: 'La plaza del Diamante', cat: 'La plaça del Diamant' },
        info: {
          eng: 'Barcelona, 1930s.',
          esp: 'Barcelona, años treinta.',
          cat: 'Barcelona, anys trenta. Una novel·la.',
        },
      }),
    );
  },
};

export const Author: StoryObj<typeof AddAuthorForm> = {
  render: (args) => <AddAuthorForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await userEvent.type(
      canvas.getByLabelText(startingWith(inLanguage(t.addAuthorForm, 'name', 'eng'))),
      'Mercè Rodoreda',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(inLanguage(t.addAuthorForm, 'name', 'esp'))),
      'Mercè Rodoreda',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(inLanguage(t.addAuthorForm, 'text', 'eng'))),
      'Catalan novelist.',
    );
    await expect(canvas.getByRole('button', { name: t.addAuthorForm.submit })).toBeDisabled();
    await userEvent.type(
      canvas.getByLabelText(startingWith(inLanguage(t.addAuthorForm, 'text', 'esp'))),
      'Novelista catalana.',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(t.addAuthorForm.image)),
      '/images/authors/rodoreda.svg',
    );
    await userEvent.click(canvas.getByRole('button', { name: t.addAuthorForm.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: { eng: 'Mercè Rodoreda', esp: 'Mercè Rodoreda' },
      biography: { eng: 'Catalan novelist.', esp: 'Novelista catalana.' },
      image: '/images/authors/rodoreda.svg',
    });
  },
};

/** Armenian (the SPEC's `arm`) as the toolbar's language names it: "armenio", "armeni", "Armenian". */
const armenianIn = (tag: string) => new Intl.DisplayNames([tag], { type: 'language' }).of('hy') ?? 'hy';

/**
 * A language the kit has no text for (the SPEC's `arm`), given with its name: its own optional field
 * beside each name and text, its texts sent with the author's; the kit needs no change for it.
 */
export const AuthorInAFourthLanguage: StoryObj<typeof AddAuthorForm> = {
  render: (args, { globals }) => (
    <AddAuthorForm
      {...args}
      languages={[
        ...specLanguages,
        { code: 'cat' },
        { code: 'arm', name: armenianIn(storyLanguage(globals).tag) },
      ]}
    />
  ),
  args: { onSubmit: fn() },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).addAuthorForm;
    const armenian = armenianIn(storyLanguage(globals).tag);
    const field = (label: string) => canvas.getByLabelText(startingWith(label));
    await expect(field(t.name(armenian))).not.toBeRequired();
    await expect(field(t.text(armenian))).not.toBeRequired();
    await userEvent.type(field(inLanguage(t, 'name', 'eng')), 'Mercè Rodoreda');
    await userEvent.type(field(inLanguage(t, 'name', 'esp')), 'Mercè Rodoreda');
    await userEvent.type(field(inLanguage(t, 'text', 'eng')), 'Catalan novelist.');
    await userEvent.type(field(inLanguage(t, 'text', 'esp')), 'Novelista catalana.');
    await userEvent.type(field(t.image), '/images/authors/rodoreda.svg');
    await userEvent.type(field(t.name(armenian)), 'Մերսե Ռոդորեդա');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    // The blank Catalan texts are sent as '', the Armenian ones as written.
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: { eng: 'Mercè Rodoreda', esp: 'Mercè Rodoreda', cat: '', arm: 'Մերսե Ռոդորեդա' },
      biography: { eng: 'Catalan novelist.', esp: 'Novelista catalana.', cat: '', arm: '' },
      image: '/images/authors/rodoreda.svg',
    });
  },
};

export const Publisher: StoryObj<typeof AddPublisherForm> = {
  render: (args) => <AddPublisherForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('heading', { name: t.addPublisherForm.title })).toBeVisible();
    await expect(
      canvas.getByLabelText(startingWith(inLanguage(t.addPublisherForm, 'text', 'eng'))),
    ).toBeRequired();
    await expect(canvas.getByRole('button', { name: t.addPublisherForm.submit })).toBeDisabled();
  },
};

const book = {
  name: { eng: 'The Time of the Doves', esp: 'La plaça del Diamant' },
  info: { eng: 'Barcelona, 1930s.', esp: 'Barcelona, años treinta.' },
  image: '/images/books/la-placa.svg',
  category: ['classic', 'novel'],
  author: 'a1',
  publisher: 'p1',
  pagesCount: 256,
  language: 'cat',
  year: 1962,
  price: 18.5,
  stock: 4,
  isbn: '9788437604947',
  format: 'paperback' as const,
  translator: 'Nadie',
  series: null,
  seriesNumber: null,
};

/** Editing: every field filled in with the book; a price fixed and saved, the fields keep their texts. */
export const EditsABook: StoryObj<typeof EditBookForm> = {
  render: (args) => <EditBookForm {...args} />,
  args: {
    book,
    authors: [{ id: 'a1', name: 'Mercè Rodoreda' }],
    publishers: [{ id: 'p1', name: 'Edicions 62' }],
    ...choices,
    onSubmit: fn(),
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('form', { name: t.editBookForm.title })).toBeVisible();
    await expect(canvas.getByLabelText(startingWith(inLanguage(t.editBookForm, 'name', 'esp')))).toHaveValue(
      'La plaça del Diamant',
    );
    // The book's categories are ticked, its language chosen.
    await expect(canvas.getByLabelText('Classics')).toBeChecked();
    await expect(canvas.getByLabelText('Novels')).toBeChecked();
    await expect(canvas.getByLabelText('Fables')).not.toBeChecked();
    await expect(canvas.getByLabelText(startingWith(t.editBookForm.language))).toHaveValue('cat');
    await expect(canvas.getByLabelText(startingWith(t.editBookForm.author))).toHaveValue('a1');
    const price = canvas.getByLabelText(startingWith(t.editBookForm.price));
    await userEvent.clear(price);
    await expect(canvas.getByRole('button', { name: t.editBookForm.submit })).toBeDisabled();
    await userEvent.type(price, '16.95');
    await userEvent.click(canvas.getByRole('button', { name: t.editBookForm.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...book, price: 16.95 });
    await expect(price).toHaveValue(16.95);
  },
};

/** Stock: a whole number, 0 allowed (sold out), but never empty. */
export const EditsTheStock: StoryObj<typeof EditBookForm> = {
  ...EditsABook,
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    const stock = canvas.getByLabelText(startingWith(t.editBookForm.stock));
    await expect(stock).toHaveValue(4);
    await expect(stock).toHaveAccessibleDescription(t.editBookForm.stockHint);
    await userEvent.clear(stock);
    await expect(canvas.getByRole('button', { name: t.editBookForm.submit })).toBeDisabled();
    await userEvent.type(stock, '0');
    await userEvent.click(canvas.getByRole('button', { name: t.editBookForm.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...book, stock: 0 });
  },
};

/**
 * A new cover uploaded while editing: the preview shows the address the server answered, not the
 * old cover, and the book is saved with it.
 */
export const EditWithUploadedCover: StoryObj<typeof EditBookForm> = {
  ...EditsABook,
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const preview = () => canvas.getByRole('img', { name: t.imageUploader.preview });
    await expect(preview()).toHaveAttribute('src', book.image);
    const file = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!file) throw new Error('no file input');
    await userEvent.upload(file, coverFile());
    await waitFor(() => expect(preview()).toHaveAttribute('src', '/uploads/9-960.webp'));
    await expect(canvas.getByText(t.imageUploader.uploaded)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.editBookForm.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...book, image: '/uploads/9-960.webp' });
  },
};

/**
 * The same image uploaded again: the server answers the address the book has already (its names are
 * the bytes' hash); the preview still turns from the chosen file to that address.
 */
export const EditWithTheSameCoverAgain: StoryObj<typeof EditBookForm> = {
  ...EditsABook,
  args: { ...EditsABook.args, uploadCover: fn(async () => book.image) },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    const file = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!file) throw new Error('no file input');
    await userEvent.upload(file, coverFile());
    await expect(canvas.getByText(t.imageUploader.uploaded)).toBeVisible();
    await expect(canvas.getByRole('img', { name: t.imageUploader.preview })).toHaveAttribute(
      'src',
      book.image,
    );
  },
};

/** A blank edition field is cleared, not left as it was. */
export const EditClearsTheIsbn: StoryObj<typeof EditBookForm> = {
  ...EditsABook,
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals).editBookForm;
    const isbn = canvas.getByLabelText(startingWith(t.isbn));
    await expect(isbn).toHaveValue('9788437604947');
    await expect(canvas.getByLabelText(startingWith(t.format))).toHaveDisplayValue(t.formats.paperback);
    await userEvent.clear(isbn);
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...book, isbn: null });
  },
};
