'use client';
import { forwardRef } from 'react';
import type { RootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { type AdminField, AdminForm, type FieldOption } from './AdminForm';
import { splitCategories } from './fields';
import {
  type AddBookFormLabels,
  type AdminFormLabels,
  addAuthorFormLabels,
  addBookFormLabels,
  addPublisherFormLabels,
  type EditBookFormLabels,
  editBookFormLabels,
} from './labels';
import {
  type FormLanguage,
  type Localised,
  localisedFields,
  localisedInitialValues,
  localisedValue,
} from './localised';

/** The languages the shop offers: a field of each name and text per language, in this order. */
interface OfferedLanguages {
  /**
   * Each with its code, its name in the reader's language and whether the server needs it (the
   * others are optional); English and Spanish, both required, when not given (the SPEC's).
   */
  languages?: readonly FormLanguage[];
}

const personFields = (
  labels: AdminFormLabels,
  languages: readonly FormLanguage[] | undefined,
): AdminField[] => [
  ...localisedFields('name', labels, languages),
  ...localisedFields('text', labels, languages, 'textarea'),
  { name: 'image', label: labels.image, type: 'text' },
];

/** Authors and publishers share one form: a name and a text in each language, an image. */
const NamedEntityForm = forwardRef<
  HTMLFormElement,
  RootProps &
    OfferedLanguages & {
      labels: AdminFormLabels;
      onSubmit: (entity: { name: Localised; text: Localised; image: string }) => void;
    }
>(function NamedEntityForm({ labels, languages, onSubmit, ...root }, ref) {
  return (
    <AdminForm
      ref={ref}
      {...root}
      title={labels.title}
      fields={personFields(labels, languages)}
      submitLabel={labels.submit}
      requiredHint={labels.requiredHint}
      onSubmit={(v) =>
        onSubmit({
          name: localisedValue(v, 'name', languages),
          text: localisedValue(v, 'text', languages),
          image: v.image ?? '',
        })
      }
    />
  );
});

export interface AddAuthorFormProps extends RootProps, OfferedLanguages {
  /** Receives the new author once every field is filled; the form then clears. */
  onSubmit: (author: { name: Localised; biography: Localised; image: string }) => void;
  /** Every text of the form; the provider's `labels.addAuthorForm` otherwise. */
  labels?: Partial<AdminFormLabels>;
}

/** Admin: a new author with a name and a biography in each offered language and an image (parts: `AdminForm`'s). */
export const AddAuthorForm = forwardRef<HTMLFormElement, AddAuthorFormProps>(function AddAuthorForm(
  { onSubmit, labels, languages, ...root },
  ref,
) {
  const text = useLabels('addAuthorForm', addAuthorFormLabels, labels);
  return (
    <NamedEntityForm
      ref={ref}
      {...root}
      languages={languages}
      labels={text}
      onSubmit={({ text, ...author }) => onSubmit({ ...author, biography: text })}
    />
  );
});

export interface AddPublisherFormProps extends RootProps, OfferedLanguages {
  /** Receives the new publisher once every field is filled; the form then clears. */
  onSubmit: (publisher: { name: Localised; information: Localised; image: string }) => void;
  /** Every text of the form; the provider's `labels.addPublisherForm` otherwise. */
  labels?: Partial<AdminFormLabels>;
}

/** Admin: a new publisher with a name and information in each offered language and an image (parts: `AdminForm`'s). */
export const AddPublisherForm = forwardRef<HTMLFormElement, AddPublisherFormProps>(function AddPublisherForm(
  { onSubmit, labels, languages, ...root },
  ref,
) {
  const text = useLabels('addPublisherForm', addPublisherFormLabels, labels);
  return (
    <NamedEntityForm
      ref={ref}
      {...root}
      languages={languages}
      labels={text}
      onSubmit={({ text, ...publisher }) => onSubmit({ ...publisher, information: text })}
    />
  );
});

/** How an edition is made (the contract's `bookFormats`). */
export type BookFormatValue = 'paperback' | 'hardback' | 'ebook';

export interface NewBookValues {
  name: Localised;
  info: Localised;
  image: string;
  category: string[];
  author: string;
  publisher: string;
  pagesCount: number;
  language: string;
  year: number;
  price: number;
  /** The edition, optional: undefined when left blank (null in the edit form: cleared). */
  isbn?: string | null;
  format?: BookFormatValue | null;
  translator?: string | null;
  series?: string | null;
  seriesNumber?: number | null;
}

export interface AddBookFormProps extends RootProps, OfferedLanguages {
  /** The choices of the author select, names in the reader's language. */
  authors: { id: string; name: string }[];
  /** The choices of the publisher select. */
  publishers: { id: string; name: string }[];
  /** The shop's categories to tick: slug, name, and the top category's name as `group`. */
  categories: FieldOption[];
  /** The languages a book may be written in: code and name. */
  bookLanguages: { id: string; name: string }[];
  /** Sends a cover the admin chose; resolves to its address (rejects with the reason to show). */
  uploadCover: (file: File) => Promise<string>;
  /** Receives the new book (numbers converted, categories as a list); the form then clears. */
  onSubmit: (book: NewBookValues) => void;
  /** Every text of the form; the provider's `labels.addBookForm` otherwise. */
  labels?: Partial<AddBookFormLabels>;
}

type Choice = { id: string; name: string };

/** What the book form picks from: the lists and the cover's upload. */
type BookChoices = Pick<
  AddBookFormProps,
  'authors' | 'publishers' | 'categories' | 'bookLanguages' | 'uploadCover' | 'languages'
>;

/** The add form's fields, in its order; the edit form has the same. Every choice is picked from a list. */
function bookFields(labels: AddBookFormLabels, choices: BookChoices): AdminField[] {
  const { authors, publishers, categories, bookLanguages, uploadCover, languages } = choices;
  const options = (items: Choice[]) => items.map((item) => ({ value: item.id, label: item.name }));
  return [
    ...localisedFields('name', labels, languages),
    { name: 'image', label: labels.image, type: 'image', upload: uploadCover },
    {
      name: 'category',
      label: labels.category,
      hint: labels.categoryHint,
      type: 'choices',
      options: categories,
      searchLabel: labels.categorySearch,
    },
    {
      name: 'author',
      label: labels.author,
      type: 'select',
      options: options(authors),
      searchLabel: labels.authorSearch,
    },
    {
      name: 'publisher',
      label: labels.publisher,
      type: 'select',
      options: options(publishers),
      searchLabel: labels.publisherSearch,
    },
    { name: 'pagesCount', label: labels.pagesCount, type: 'number', numeric: true, step: '1' },
    { name: 'language', label: labels.language, type: 'select', options: options(bookLanguages) },
    { name: 'year', label: labels.year, type: 'number', numeric: true, step: '1' },
    { name: 'price', label: labels.price, type: 'number', numeric: true, step: '0.01' },
    ...localisedFields('text', labels, languages, 'textarea'),
    // The edition: optional in the SPEC's add form.
    { name: 'isbn', label: labels.isbn, hint: labels.isbnHint, optional: true },
    {
      name: 'format',
      label: labels.format,
      type: 'select',
      optional: true,
      options: (['paperback', 'hardback', 'ebook'] as const).map((value) => ({
        value,
        label: labels.formats[value],
      })),
    },
    { name: 'translator', label: labels.translator, optional: true },
    { name: 'series', label: labels.series, optional: true },
    { name: 'seriesNumber', label: labels.seriesNumber, type: 'number', step: '1', optional: true },
  ];
}

/** An optional field's text: `blank` (undefined to leave it out, null to clear it) when left empty. */
function optionalText<Blank extends undefined | null>(
  text: string | undefined,
  blank: Blank,
): string | Blank {
  const trimmed = text?.trim();
  return trimmed ? trimmed : blank;
}

/**
 * The form's texts as a book's values (numbers converted, categories split on spaces); a blank
 * optional field is `blank`: left out of a new book, cleared in an edited one.
 */
function bookValues(
  v: Record<string, string>,
  languages: readonly FormLanguage[] | undefined,
  blank: undefined | null = undefined,
): NewBookValues {
  const seriesNumber = optionalText(v.seriesNumber, blank);
  return {
    name: localisedValue(v, 'name', languages),
    info: localisedValue(v, 'text', languages),
    image: v.image ?? '',
    category: splitCategories(v.category ?? ''),
    author: v.author ?? '',
    publisher: v.publisher ?? '',
    pagesCount: Number(v.pagesCount),
    language: v.language ?? '',
    year: Number(v.year),
    price: Number(v.price),
    isbn: optionalText(v.isbn, blank),
    format: optionalText(v.format, blank) as BookFormatValue | typeof blank,
    translator: optionalText(v.translator, blank),
    series: optionalText(v.series, blank),
    seriesNumber: typeof seriesNumber === 'string' ? Number(seriesNumber) : seriesNumber,
  };
}

/**
 * Admin: a new book with SPEC section 5's required fields; categories split on spaces, numbers
 * converted (parts: `AdminForm`'s).
 */
export const AddBookForm = forwardRef<HTMLFormElement, AddBookFormProps>(function AddBookForm(
  { authors, publishers, categories, bookLanguages, uploadCover, languages, onSubmit, labels: own, ...root },
  ref,
) {
  const labels = useLabels('addBookForm', addBookFormLabels, own);
  return (
    <AdminForm
      ref={ref}
      {...root}
      title={labels.title}
      fields={bookFields(labels, { authors, publishers, categories, bookLanguages, uploadCover, languages })}
      submitLabel={labels.submit}
      requiredHint={labels.requiredHint}
      onSubmit={(v) => onSubmit(bookValues(v, languages))}
    />
  );
});

/** A book as the edit form sends it: the add form's values and its stock. */
export interface EditBookValues extends NewBookValues {
  /** Copies in stock, 0 or more. */
  stock: number;
}

export interface EditBookFormProps extends Omit<AddBookFormProps, 'labels' | 'onSubmit'> {
  /** The book as it is now. */
  book: EditBookValues;
  /** Receives the book's every value (numbers converted, categories split on spaces). */
  onSubmit: (book: EditBookValues) => void;
  /** Texts changed from outside while editing (e.g. `{ image }` once the book has it). */
  overrides?: Partial<Record<'image', string>>;
  /** Every text of the form; the provider's `labels.editBookForm` otherwise. */
  labels?: Partial<EditBookFormLabels>;
}

/**
 * Admin: a book's every field (the add form's, each offered language), filled in with what it is now; the
 * fields keep their texts after saving. The add form's rules apply: every field required (parts:
 * `AdminForm`'s).
 */
export const EditBookForm = forwardRef<HTMLFormElement, EditBookFormProps>(function EditBookForm(
  {
    book,
    authors,
    publishers,
    categories,
    bookLanguages,
    uploadCover,
    languages,
    onSubmit,
    overrides,
    labels: own,
    ...root
  },
  ref,
) {
  const labels = useLabels('editBookForm', editBookFormLabels, own);
  const initialValues = {
    ...localisedInitialValues('name', book.name, languages),
    ...localisedInitialValues('text', book.info, languages),
    image: book.image,
    category: book.category.join(' '),
    author: book.author,
    publisher: book.publisher,
    pagesCount: String(book.pagesCount),
    language: book.language,
    year: String(book.year),
    price: String(book.price),
    stock: String(book.stock),
    isbn: book.isbn ?? '',
    format: book.format ?? '',
    translator: book.translator ?? '',
    series: book.series ?? '',
    seriesNumber: book.seriesNumber ? String(book.seriesNumber) : '',
  };
  // Stock may be 0 (sold out): a whole number, required, but not "non-zero" as the add form's are.
  const stockField: AdminField = {
    name: 'stock',
    label: labels.stock,
    type: 'number',
    step: '1',
    hint: labels.stockHint,
  };
  return (
    <AdminForm
      ref={ref}
      {...root}
      title={labels.title}
      fields={[
        ...bookFields(labels, { authors, publishers, categories, bookLanguages, uploadCover, languages }),
        stockField,
      ]}
      submitLabel={labels.submit}
      requiredHint={labels.requiredHint}
      initialValues={initialValues}
      overrides={overrides}
      onSubmit={(v) => onSubmit({ ...bookValues(v, languages, null), stock: Number(v.stock) })}
    />
  );
});
