import { AdminForm } from './AdminForm';
import { splitCategories } from './fields';

export interface Localised {
  eng: string;
  esp: string;
}

export interface AdminFormLabels {
  nameEng: string;
  nameEsp: string;
  textEng: string;
  textEsp: string;
  image: string;
  submit: string;
  requiredHint: string;
}

const englishLabels = (title: string, text: string): AdminFormLabels & { title: string } => ({
  title,
  nameEng: 'English name',
  nameEsp: 'Spanish name',
  textEng: `English ${text}`,
  textEsp: `Spanish ${text}`,
  image: 'Image URL',
  submit: 'Add',
  requiredHint: 'Fill in every field marked *',
});

const personFields = (labels: AdminFormLabels) => [
  { name: 'nameEng', label: labels.nameEng },
  { name: 'nameEsp', label: labels.nameEsp },
  { name: 'textEng', label: labels.textEng, type: 'textarea' as const },
  { name: 'textEsp', label: labels.textEsp, type: 'textarea' as const },
  { name: 'image', label: labels.image, type: 'text' as const },
];

/** Authors and publishers share one form: two names, a text in each language, an image. */
function NamedEntityForm({
  labels,
  onSubmit,
}: {
  labels: AdminFormLabels & { title: string };
  onSubmit: (entity: { name: Localised; text: Localised; image: string }) => void;
}) {
  return (
    <AdminForm
      title={labels.title}
      fields={personFields(labels)}
      submitLabel={labels.submit}
      requiredHint={labels.requiredHint}
      onSubmit={(v) =>
        onSubmit({
          name: { eng: v.nameEng ?? '', esp: v.nameEsp ?? '' },
          text: { eng: v.textEng ?? '', esp: v.textEsp ?? '' },
          image: v.image ?? '',
        })
      }
    />
  );
}

export interface AddAuthorFormProps {
  /** Receives the new author once every field is filled; the form then clears. */
  onSubmit: (author: { name: Localised; biography: Localised; image: string }) => void;
  /** Every text of the form, in the reader's language. */
  labels?: AdminFormLabels & { title: string };
}

/** Admin: a new author with names and biographies in both languages and an image. */
export function AddAuthorForm({
  onSubmit,
  labels = englishLabels('Add an author', 'biography'),
}: AddAuthorFormProps) {
  return (
    <NamedEntityForm
      labels={labels}
      onSubmit={({ text, ...author }) => onSubmit({ ...author, biography: text })}
    />
  );
}

export interface AddPublisherFormProps {
  /** Receives the new publisher once every field is filled; the form then clears. */
  onSubmit: (publisher: { name: Localised; information: Localised; image: string }) => void;
  /** Every text of the form, in the reader's language. */
  labels?: AdminFormLabels & { title: string };
}

/** Admin: a new publisher with names and information in both languages and an image. */
export function AddPublisherForm({
  onSubmit,
  labels = englishLabels('Add a publisher', 'information'),
}: AddPublisherFormProps) {
  return (
    <NamedEntityForm
      labels={labels}
      onSubmit={({ text, ...publisher }) => onSubmit({ ...publisher, information: text })}
    />
  );
}

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
}

export interface AddBookFormLabels extends AdminFormLabels {
  title: string;
  category: string;
  categoryHint: string;
  author: string;
  publisher: string;
  pagesCount: string;
  language: string;
  year: string;
  price: string;
}

export interface AddBookFormProps {
  /** The choices of the author select, names in the reader's language. */
  authors: { id: string; name: string }[];
  /** The choices of the publisher select. */
  publishers: { id: string; name: string }[];
  /** Receives the new book (numbers converted, categories split on spaces); the form then clears. */
  onSubmit: (book: NewBookValues) => void;
  /** Every text of the form, in the reader's language. */
  labels?: AddBookFormLabels;
}

const bookLabels: AddBookFormLabels = {
  ...englishLabels('Add a book', 'information'),
  category: 'Categories',
  categoryHint: 'Category slugs separated by spaces, e.g. "classic novel"',
  author: 'Author',
  publisher: 'Publisher',
  pagesCount: 'Pages',
  language: 'Language of the book',
  year: 'Year',
  price: 'Price (€)',
};

/** Admin: a new book with SPEC section 5's required fields; categories split on spaces, numbers converted. */
export function AddBookForm({ authors, publishers, onSubmit, labels = bookLabels }: AddBookFormProps) {
  const options = (items: { id: string; name: string }[]) =>
    items.map((item) => ({ value: item.id, label: item.name }));
  return (
    <AdminForm
      title={labels.title}
      fields={[
        { name: 'nameEng', label: labels.nameEng },
        { name: 'nameEsp', label: labels.nameEsp },
        { name: 'image', label: labels.image },
        { name: 'category', label: labels.category, hint: labels.categoryHint },
        { name: 'author', label: labels.author, type: 'select', options: options(authors) },
        { name: 'publisher', label: labels.publisher, type: 'select', options: options(publishers) },
        { name: 'pagesCount', label: labels.pagesCount, type: 'number', numeric: true, step: '1' },
        { name: 'language', label: labels.language },
        { name: 'year', label: labels.year, type: 'number', numeric: true, step: '1' },
        { name: 'price', label: labels.price, type: 'number', numeric: true, step: '0.01' },
        { name: 'textEng', label: labels.textEng, type: 'textarea' },
        { name: 'textEsp', label: labels.textEsp, type: 'textarea' },
      ]}
      submitLabel={labels.submit}
      requiredHint={labels.requiredHint}
      onSubmit={(v) =>
        onSubmit({
          name: { eng: v.nameEng ?? '', esp: v.nameEsp ?? '' },
          info: { eng: v.textEng ?? '', esp: v.textEsp ?? '' },
          image: v.image ?? '',
          category: splitCategories(v.category ?? ''),
          author: v.author ?? '',
          publisher: v.publisher ?? '',
          pagesCount: Number(v.pagesCount),
          language: v.language ?? '',
          year: Number(v.year),
          price: Number(v.price),
        })
      }
    />
  );
}
