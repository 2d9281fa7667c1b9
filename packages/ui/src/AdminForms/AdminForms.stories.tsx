import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { AddAuthorForm, AddBookForm, AddPublisherForm, EditBookForm } from './AdminForms';

const meta = {
  title: 'Admin/AddBookForm',
  component: AddBookForm,
  tags: ['autodocs'],
  args: {
    authors: [{ id: 'a1', name: 'Mercè Rodoreda' }],
    publishers: [{ id: 'p1', name: 'Edicions 62' }],
    onSubmit: fn(),
  },
} satisfies Meta<typeof AddBookForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddsABook: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    const submit = canvas.getByRole('button', { name: t.addAuthorForm.submit });
    // Nothing happens until every required field is filled: the button says why it waits.
    await expect(submit).toBeDisabled();
    await expect(canvas.getByText(t.addAuthorForm.requiredHint)).toBeVisible();

    await userEvent.type(canvas.getByLabelText(/English name/), 'The Time of the Doves');
    await userEvent.type(canvas.getByLabelText(/Spanish name/), 'La plaça del Diamant');
    await userEvent.type(canvas.getByLabelText(/Image URL/), '/images/books/la-placa.svg');
    await userEvent.type(canvas.getByLabelText(/Categories/), 'classic  novel');
    await userEvent.selectOptions(canvas.getByLabelText(/Author/), 'a1');
    await userEvent.selectOptions(canvas.getByLabelText(/Publisher/), 'p1');
    await userEvent.type(canvas.getByLabelText(/Pages/), '256');
    await userEvent.type(canvas.getByLabelText(/Language of the book/), 'cat');
    await userEvent.type(canvas.getByLabelText(/Year/), '1962');
    await userEvent.type(canvas.getByLabelText(/Price/), '0');
    // A zero price is not filled in.
    await expect(submit).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText(/Price/));
    await userEvent.type(canvas.getByLabelText(/Price/), '18.50');
    await userEvent.type(canvas.getByLabelText(/English information/), 'Barcelona, 1930s.');
    await userEvent.type(canvas.getByLabelText(/Spanish information/), 'Barcelona, años treinta.');
    await expect(submit).toBeEnabled();

    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
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
    });
    // The fields clear after submitting.
    await expect(canvas.getByLabelText(/English name/)).toHaveValue('');
    await expect(submit).toBeDisabled();
  },
};

export const Author: StoryObj<typeof AddAuthorForm> = {
  render: (args) => <AddAuthorForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await userEvent.type(canvas.getByLabelText(/English name/), 'Mercè Rodoreda');
    await userEvent.type(canvas.getByLabelText(/Spanish name/), 'Mercè Rodoreda');
    await userEvent.type(canvas.getByLabelText(/English biography/), 'Catalan novelist.');
    await expect(canvas.getByRole('button', { name: t.addAuthorForm.submit })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/Spanish biography/), 'Novelista catalana.');
    await userEvent.type(canvas.getByLabelText(/Image URL/), '/images/authors/rodoreda.svg');
    await userEvent.click(canvas.getByRole('button', { name: t.addAuthorForm.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: { eng: 'Mercè Rodoreda', esp: 'Mercè Rodoreda' },
      biography: { eng: 'Catalan novelist.', esp: 'Novelista catalana.' },
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
    await expect(canvas.getByLabelText(/English information/)).toBeRequired();
    await expect(canvas.getByRole('button', { name: t.addAuthorForm.submit })).toBeDisabled();
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
};

/** Editing: every field filled in with the book; a price fixed and saved, the fields keep their texts. */
export const EditsABook: StoryObj<typeof EditBookForm> = {
  render: (args) => <EditBookForm {...args} />,
  args: {
    book,
    authors: [{ id: 'a1', name: 'Mercè Rodoreda' }],
    publishers: [{ id: 'p1', name: 'Edicions 62' }],
    onSubmit: fn(),
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('form', { name: t.editBookForm.title })).toBeVisible();
    await expect(canvas.getByLabelText(/Spanish name/)).toHaveValue('La plaça del Diamant');
    await expect(canvas.getByLabelText(/Categories/)).toHaveValue('classic novel');
    await expect(canvas.getByLabelText(/Author/)).toHaveValue('a1');
    const price = canvas.getByLabelText(/Price/);
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
    const stock = canvas.getByLabelText(/Copies in stock/);
    await expect(stock).toHaveValue(4);
    await expect(stock).toHaveAccessibleDescription(/0 when sold out/);
    await userEvent.clear(stock);
    await expect(canvas.getByRole('button', { name: t.editBookForm.submit })).toBeDisabled();
    await userEvent.type(stock, '0');
    await userEvent.click(canvas.getByRole('button', { name: t.editBookForm.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...book, stock: 0 });
  },
};

/** An uploaded cover's address reaches the image field while editing. */
export const EditWithUploadedCover: StoryObj<typeof EditBookForm> = {
  ...EditsABook,
  args: { ...EditsABook.args, overrides: { image: '/uploads/abc-960.webp' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Image URL/)).toHaveValue('/uploads/abc-960.webp');
  },
};

export const EditSpanish: StoryObj<typeof EditBookForm> = {
  ...EditsABook,
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Editar el libro' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await expect(canvas.getByLabelText(/Precio/)).toHaveValue(18.5);
    await expect(canvas.getByLabelText(/Ejemplares en stock/)).toHaveValue(4);
  },
};
