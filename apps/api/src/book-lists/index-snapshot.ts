import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { booksChangedSince, indexSnapshotHorizon, noteIndexSnapshot } from '../db/book-index-snapshots';
import type { Database } from '../db/client';
import { appliedMigration } from '../ops/health';
import { BookIndex } from './book-index';
import { SnapshotReader, SnapshotWriter } from './snapshot-file';

/**
 * What the index holds and how it is written. Raise it with every change to either: a file of another
 * format is not read.
 */
const FORMAT = 4;
/** The file in the index's folder (`bookIndexDir`). */
export const SAVED_INDEX_FILE = 'saved-index';

/** Where a server whose folder is `dataDir` (DATA_DIR) keeps its saved book index. */
export const bookIndexDir = (dataDir: string) => join(dataDir, 'book-index');
/**
 * A saved index is read only while at most this many books changed since: the changes come in one
 * statement, and reading every book a range at a time costs less than a statement much larger (the
 * embedded database's memory grows with it and never shrinks).
 */
const MOST_CHANGED_BOOKS = 20_000;

/** What a saved index says of itself, written before it. */
interface Header {
  format: number;
  /** Listed in `book_index_snapshots` when the file was saved (migration 0039). */
  token: string;
  /** The changes after the index are read from here (`readListingChanges`). */
  horizon: string;
  /** The database's newest migration then: a later one may change what the index is read from. */
  migration: number | undefined;
  books: number;
}

/** An index read from its file, and where its changes are read from. */
export interface SavedIndex {
  index: BookIndex;
  horizon: string;
}

/**
 * The book index saved to a file once filled, so that a process starts from it and the changes made
 * since (a few seconds at a million books) instead of reading every book (30 s). A file is read only
 * when this database listed its token and holds the same migrations, with a whole checksum; anything
 * else, and the index is filled from the database as before.
 */
export class IndexSnapshots {
  private readonly path: string;

  constructor(
    private readonly db: Database,
    private readonly dir: string,
    private readonly log: (message: string) => void = () => {},
    private readonly mostChanged = MOST_CHANGED_BOOKS,
  ) {
    this.path = join(dir, SAVED_INDEX_FILE);
  }

  /** The saved index, or undefined when there is none this database can use. */
  async load(): Promise<SavedIndex | undefined> {
    if (!existsSync(this.path)) return undefined;
    let reader: SnapshotReader | undefined;
    try {
      reader = new SnapshotReader(this.path);
      const header = reader.json<Header>();
      const refused = await this.refusal(header);
      if (refused) {
        this.log(`The saved book index is not read: ${refused}.`);
        return undefined;
      }
      const index = await BookIndex.load(reader);
      reader.close();
      reader = undefined;
      this.log(`The saved book index is read: ${index.count} books, and the changes since.`);
      return { index, horizon: header.horizon };
    } catch (error) {
      this.log(`The saved book index is not read: ${(error as Error).message}.`);
      return undefined;
    } finally {
      reader?.abandon();
    }
  }

  /** Why a saved index cannot stand for this database's books, or undefined when it can. */
  private async refusal(header: Header): Promise<string | undefined> {
    if (header.format !== FORMAT) return `it is of format ${header.format}, this version reads ${FORMAT}`;
    if ((await indexSnapshotHorizon(this.db, header.token)) !== header.horizon)
      return 'this database did not save it';
    if ((await appliedMigration(this.db)) !== header.migration) return 'the database migrated since';
    const changed = await booksChangedSince(this.db, header.horizon);
    if (changed > this.mostChanged) return `${changed} books changed since`;
    return undefined;
  }

  /**
   * Saves `index` as of `horizon`. The file is written under another name, its token listed in the
   * database, and only then named as the one to read: a start never reads a file half written, or
   * one whose token was not listed. A failure (a full disk) leaves the last saved index, if any.
   */
  async save(index: BookIndex, horizon: string): Promise<void> {
    const header: Header = {
      format: FORMAT,
      token: randomUUID(),
      horizon,
      migration: await appliedMigration(this.db),
      books: index.count,
    };
    const written = `${this.path}.${process.pid}.new`;
    try {
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      const writer = new SnapshotWriter(written);
      try {
        writer.json(header);
        index.save(writer);
        writer.close();
      } catch (error) {
        writer.abandon();
        throw error;
      }
      await noteIndexSnapshot(this.db, header.token, header.horizon);
      renameSync(written, this.path);
    } catch (error) {
      rmSync(written, { force: true });
      this.log(`The book index was not saved: ${(error as Error).message}.`);
    }
  }
}
