import { Readable } from 'node:stream';
import { type BookFormat, bookFormats, type importCsvColumns, messages } from '@bookshop/contract';
import { parse } from 'csv-parse';
import { type FeedRecord, FeedUnreadable, type RecordFault } from './records';
import { subjectOfCode } from './subjects';

/**
 * A CSV file of books (csv-parse, streamed): a header row naming the contract's `importCsvColumns` in
 * any order, then one book per row. A row with another number of fields than the header is refused
 * alone; a file the parser cannot read on (an unclosed quote) stops there.
 */

type Column = (typeof importCsvColumns)[number];
const REQUIRED: Column[] = ['isbn', 'title', 'author', 'publisher', 'price'];

/** A row read: a record, or why the row itself cannot be one. */
export type ReadRow = { position: number; record: FeedRecord } | { position: number; faults: RecordFault[] };

function parser() {
  return parse({ bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
}

/** The header's columns, by name, lower-cased. */
function columnsOf(header: string[]): Map<string, number> {
  return new Map(header.map((name, at) => [name.trim().toLowerCase(), at]));
}

function recordOf(row: string[], columns: Map<string, number>): FeedRecord {
  const value = (column: Column) => {
    const at = columns.get(column);
    const text = at === undefined ? undefined : row[at];
    return text === undefined || text === '' ? undefined : text;
  };
  const format = value('format')?.toLowerCase();
  const stock = value('stock');
  return {
    isbn: value('isbn'),
    title: value('title'),
    subtitle: value('subtitle'),
    author: value('author'),
    translator: value('translator'),
    publisher: value('publisher'),
    language: value('language'),
    year: value('year'),
    pages: value('pages'),
    price: value('price'),
    description: value('description'),
    subjects: (value('subjects') ?? '')
      .split(';')
      .filter((code) => code.trim() !== '')
      .map(subjectOfCode),
    format: bookFormats.includes(format as BookFormat) ? (format as BookFormat) : undefined,
    formatUnknown: format !== undefined && !bookFormats.includes(format as BookFormat) ? format : undefined,
    series: value('series'),
    seriesNumber: value('series_number'),
    stock,
  };
}

/** Every row of a CSV file of books, in order (`count` only counts them). */
export async function* readCsv(
  stream: AsyncIterable<Buffer | string>,
  { count = false } = {},
): AsyncGenerator<ReadRow> {
  let columns: Map<string, number> | undefined;
  let width = 0;
  let position = 0;
  try {
    for await (const row of Readable.from(stream).pipe(parser()) as AsyncIterable<string[]>) {
      if (!columns) {
        columns = columnsOf(row);
        width = row.length;
        continue;
      }
      position++;
      if (count) yield { position, record: { subjects: [] } };
      else if (row.length !== width) {
        yield { position, faults: [{ field: 'record', message: messages.recordUnreadable }] };
      } else yield { position, record: recordOf(row, columns) };
    }
  } catch (error) {
    throw new FeedUnreadable(position + 1, error);
  }
}

/** Whether a file's start is a header row naming at least the required columns. */
export async function looksLikeBooksCsv(start: string): Promise<boolean> {
  try {
    for await (const header of Readable.from([start]).pipe(
      parse({ bom: true, to_line: 1, trim: true }),
    ) as AsyncIterable<string[]>) {
      const columns = columnsOf(header);
      return REQUIRED.every((column) => columns.has(column));
    }
  } catch {
    return false;
  }
  return false;
}
