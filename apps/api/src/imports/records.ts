import { type BookFormat, type Category, type Message, messages, readIsbn } from '@bookshop/contract';
import { categoriesOfSubjects, type Subject } from './subjects';

/**
 * One record of a feed as its reader (onix.ts, csv.ts) found it: texts as written, nothing checked
 * yet. `checkRecord` makes it a book or says what is wrong with it.
 */
export interface FeedRecord {
  /** The feed's own reference of the record (ONIX RecordReference), when it has one. */
  reference?: string;
  isbn?: string;
  title?: string;
  subtitle?: string;
  author?: string;
  translator?: string;
  publisher?: string;
  /** A language code: the shop's (`esp`) or ISO 639-2 (`spa`). */
  language?: string;
  year?: string;
  pages?: string;
  /** Euros including IVA, as a decimal text; `priceRefused` when the feed has prices but none such. */
  price?: string;
  priceRefused?: boolean;
  description?: string;
  subjects: Subject[];
  format?: BookFormat;
  /** A format the feed names that the shop does not know (a CSV's `audiobook`). */
  formatUnknown?: string;
  series?: string;
  seriesNumber?: string;
  /** Copies on hand, when the feed counts them. */
  stock?: string;
  /** Whether the feed says it can be had, when it says. */
  available?: boolean;
}

/** A record as the shop stores it. */
export interface ImportBook {
  isbn: string;
  name: string;
  subtitle: string | undefined;
  info: string;
  author: string;
  translator: string | undefined;
  publisher: string;
  language: string;
  year: number;
  pagesCount: number;
  /** Euros, two decimals, as text: exact. */
  price: string;
  categories: Category[];
  format: BookFormat | undefined;
  series: string | undefined;
  seriesNumber: number | undefined;
  /** Copies when the feed counted them; otherwise `available` says whether there are any. */
  stock: number | undefined;
  available: boolean | undefined;
}

/** What is wrong with a record: the field, in the shop's names, and a code of the contract's messages. */
export interface RecordFault {
  field: string;
  message: Message;
}

/** ISO 639-2 codes whose shop code differs (the shop writes Spanish `esp`, as its interface does). */
const shopLanguageCodes: Record<string, string> = { spa: 'esp', esp: 'esp', eng: 'eng', cat: 'cat' };

const currentYear = () => new Date().getFullYear();
const TEXT_MAX = 300;
/** Feeds' descriptions run longer than the add form's 5,000 characters; anything longer is refused. */
const DESCRIPTION_MAX = 20_000;

const blank = (text: string | undefined): text is undefined => text === undefined || text.trim() === '';

/** A name on the record, single-line and trimmed; undefined when blank. */
function oneLine(text: string | undefined): string | undefined {
  if (blank(text)) return undefined;
  return text
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Euros as a decimal text with at most two decimals (`19.9`, `19.90`, `19.900`), above 0: `19.90`. */
function euros(text: string): string | undefined {
  const match = /^(\d{1,5})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return undefined;
  const price = `${Number(match[1])}.${decimals.padEnd(2, '0')}`;
  return Number(price) > 0 ? price : undefined;
}

function wholeNumber(text: string | undefined, min: number, max: number): number | undefined {
  if (blank(text) || !/^\d{1,9}$/.test(text.trim())) return undefined;
  const number = Number(text.trim());
  return number >= min && number <= max ? number : undefined;
}

/** The book a record stands for, or every fault found in it (each field named once). */
export function checkRecord(record: FeedRecord): { book: ImportBook } | { faults: RecordFault[] } {
  const faults: RecordFault[] = [];
  const fault = (field: string, message: Message) => faults.push({ field, message });

  let isbn = '';
  if (blank(record.isbn)) fault('isbn', messages.fieldRequired);
  else {
    const read = readIsbn(record.isbn);
    if ('isbn' in read) isbn = read.isbn;
    else fault('isbn', messages.isbnInvalid);
  }
  const name = oneLine(record.title);
  if (!name) fault('title', messages.fieldRequired);
  else if (name.length > TEXT_MAX) fault('title', messages.textTooLong);
  const author = oneLine(record.author);
  if (!author) fault('author', messages.fieldRequired);
  const publisher = oneLine(record.publisher);
  if (!publisher) fault('publisher', messages.fieldRequired);

  const languageCode = record.language?.trim().toLowerCase();
  const language = languageCode ? (shopLanguageCodes[languageCode] ?? languageCode) : undefined;
  if (!language) fault('language', messages.fieldRequired);
  else if (!/^[a-z]{3}$/.test(language)) fault('language', messages.languageUnknown);

  const year = wholeNumber(record.year?.trim().slice(0, 4), 1000, currentYear() + 1);
  if (blank(record.year)) fault('year', messages.fieldRequired);
  else if (year === undefined) fault('year', messages.yearInvalid);

  const pagesCount = wholeNumber(record.pages, 1, 20_000);
  if (blank(record.pages)) fault('pages', messages.fieldRequired);
  else if (pagesCount === undefined) fault('pages', messages.numberInvalid);

  const price = record.price === undefined ? undefined : euros(record.price);
  if (record.priceRefused || (record.price !== undefined && price === undefined)) {
    fault('price', messages.priceInvalid);
  } else if (price === undefined) fault('price', messages.fieldRequired);

  if (record.formatUnknown !== undefined) fault('format', messages.formatUnknown);
  const info = record.description?.trim() ?? '';
  if (info.length > DESCRIPTION_MAX) fault('description', messages.textTooLong);
  const seriesNumber = wholeNumber(record.seriesNumber, 1, 100_000);
  if (!blank(record.seriesNumber) && seriesNumber === undefined)
    fault('series_number', messages.numberInvalid);
  const stock = wholeNumber(record.stock, 0, 100_000);
  if (!blank(record.stock) && stock === undefined) fault('stock', messages.stockInvalid);

  if (faults.length > 0 || !name || !author || !publisher || !language || !year || !pagesCount || !price) {
    return { faults };
  }
  return {
    book: {
      isbn,
      name,
      subtitle: oneLine(record.subtitle)?.slice(0, TEXT_MAX),
      info,
      author: author.slice(0, TEXT_MAX),
      translator: oneLine(record.translator)?.slice(0, TEXT_MAX),
      publisher: publisher.slice(0, TEXT_MAX),
      language,
      year,
      pagesCount,
      price,
      categories: categoriesOfSubjects(record.subjects),
      format: record.format,
      series: oneLine(record.series)?.slice(0, TEXT_MAX),
      seriesNumber,
      stock,
      available: record.available,
    },
  };
}

/** How a record is named in the errors: its number in the file, and its ISBN or reference when read. */
export function recordName(position: number, record: FeedRecord | undefined): string {
  const named = oneLine(record?.isbn) ?? oneLine(record?.reference);
  return named ? `${position} (${named.slice(0, 40)})` : String(position);
}

/** The file cannot be read on from this record (it is not well-formed XML there). */
export class FeedUnreadable extends Error {
  constructor(
    readonly position: number,
    cause: unknown,
  ) {
    super(`The feed cannot be read from record ${position}: ${(cause as Error).message}`, { cause });
  }
}
