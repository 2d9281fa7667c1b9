import { randomUUID } from 'node:crypto';
import { messages } from '@bookshop/contract';
import { audited } from '../db/audit';
import type { Database } from '../db/client';
import {
  type ClaimedImport,
  claimImport,
  finishImport,
  type ImportBatch,
  mergePendingIndexEntries,
  type Placeholders,
  type RecordError,
  releaseImport,
  renewImport,
  writeImportBatch,
} from '../db/imports';
import { artworkUrl, PLACEHOLDER_ARTWORK_KEY } from '../db/seed/artwork';
import { readCsv } from './csv';
import type { ImportFiles } from './files';
import { readOnix } from './onix';
import { checkRecord, FeedUnreadable, type ImportBook, recordName } from './records';

/** A book read, and its record's place in the file. */
interface PlacedBook {
  position: number;
  book: ImportBook;
}

/** Records written in one transaction: the shop's other requests wait for it on the embedded database. */
const BATCH_RECORDS = 250;
/** How long a runner holds an import without a checkpoint before another process may take it over. */
export const IMPORT_LEASE_MS = 60_000;
/** How often a runner looks for an import to run (a new one wakes it at once). */
const POLL_MS = 5_000;

const placeholders: Placeholders = {
  cover: artworkUrl('books', PLACEHOLDER_ARTWORK_KEY),
  portrait: artworkUrl('authors', PLACEHOLDER_ARTWORK_KEY),
  logo: artworkUrl('publishers', PLACEHOLDER_ARTWORK_KEY),
};

export interface ImportRunnerOptions {
  /** The embedded database has one process: a lease another process left (a crash) is not waited for. */
  soleProcess?: boolean;
  leaseMs?: number;
  /** Told after each batch is written (books' stock may have come back). */
  onBooksWritten?: () => void;
}

/**
 * Runs the imports kept in the database, one at a time, in the background of an API process: it
 * claims a running import, counts its records (its total), then reads the file from its checkpoint
 * and writes the records in batches, each batch with the checkpoint in one transaction. A record that
 * fails is an error of that record; the file breaking (not well-formed) fails the import there. On
 * close it stops at a batch's end and gives the import back, so the next start goes on from there.
 */
export class ImportRunner {
  private readonly id = randomUUID();
  private readonly leaseMs: number;
  private running: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  /** Authors' and publishers' ids by name, across batches. */
  private readonly known = new Map<string, string>();

  constructor(
    private readonly db: Database,
    private readonly files: ImportFiles,
    private readonly options: ImportRunnerOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? IMPORT_LEASE_MS;
  }

  /** Looks for imports now and every few seconds. */
  start(): void {
    this.stopping = false;
    this.wake();
  }

  /** Looks for an import to run now (a new one was sent), unless one is running. */
  wake(): void {
    if (this.stopping || this.running) return;
    clearTimeout(this.timer);
    this.running = this.runAll()
      .catch((error: unknown) => console.error('Catalogue import stopped:', error))
      .finally(() => {
        this.running = undefined;
        if (!this.stopping) this.timer = setTimeout(() => this.wake(), POLL_MS).unref();
      });
  }

  /** Stops at the end of the batch being written and gives the import back. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private async runAll(): Promise<void> {
    for (;;) {
      if (this.stopping) return;
      const job = await claimImport(this.db, this.id, this.leaseMs, { anyLease: this.options.soleProcess });
      if (!job) return;
      try {
        await this.run(job);
      } finally {
        await releaseImport(this.db, job.id, this.id).catch(() => {});
      }
    }
  }

  private held(job: ClaimedImport) {
    return { id: job.id, runner: this.id, leaseMs: this.leaseMs };
  }

  private records(job: ClaimedImport, count: boolean) {
    const file = this.files.read(job.id);
    return job.format === 'onix' ? readOnix(file, { count }) : readCsv(file, { count });
  }

  /** Counts the file's records (an unreadable file is counted up to where it breaks). */
  private async count(job: ClaimedImport): Promise<boolean> {
    let total = 0;
    let renewed = Date.now();
    try {
      for await (const _ of this.records(job, true)) {
        total++;
        if (this.stopping) return false;
        // Counting a large feed takes a while: the lease is kept meanwhile.
        if (Date.now() - renewed > this.leaseMs / 4) {
          if (!(await renewImport(this.db, this.held(job)))) return false;
          renewed = Date.now();
        }
      }
    } catch (error) {
      if (!(error instanceof FeedUnreadable)) throw error;
    }
    return renewImport(this.db, this.held(job), total);
  }

  private async run(job: ClaimedImport): Promise<void> {
    if (job.total === null && !(await this.count(job))) return;
    let books: PlacedBook[] = [];
    let errors: RecordError[] = [];
    let isbns = new Set<string>();
    let last = job.done;
    const write = async (): Promise<boolean> => {
      if (last === job.done) return true;
      const written = await this.writeBatch(job, last, books, errors);
      await mergePendingIndexEntries(this.db);
      books = [];
      errors = [];
      isbns = new Set();
      job.done = last;
      this.options.onBooksWritten?.();
      return written;
    };

    try {
      for await (const read of this.records(job, false)) {
        if (read.position <= job.done) continue;
        if (this.stopping) return;
        const checked = 'faults' in read ? read : checkRecord(read.record);
        if ('faults' in checked) {
          const record = recordName(read.position, 'record' in read ? read.record : undefined);
          for (const fault of checked.faults) errors.push({ position: read.position, record, ...fault });
        } else {
          // The same ISBN twice in one batch: the earlier is written first, so the later wins.
          if (isbns.has(checked.book.isbn) && !(await write())) return;
          books.push({ position: read.position, book: checked.book });
          isbns.add(checked.book.isbn);
        }
        last = read.position;
        if (last - job.done >= BATCH_RECORDS && !(await write())) return;
      }
      if (!(await write())) return;
      await this.finish(job, 'done');
    } catch (error) {
      if (!(error instanceof FeedUnreadable)) throw error;
      // The records before the break are written; the file says nothing readable after it.
      if (!(await write())) return;
      last = error.position;
      errors.push({
        position: error.position,
        record: String(error.position),
        field: 'file',
        message: messages.recordUnreadable,
      });
      if (!(await write())) return;
      await this.finish(job, 'failed');
    }
  }

  /**
   * Writes the records read up to `last`; when the database refuses them as a whole (a record no
   * check foresaw), each book is written alone, and one refused becomes an error of its record.
   */
  private async writeBatch(
    job: ClaimedImport,
    last: number,
    books: readonly PlacedBook[],
    errors: readonly RecordError[],
  ): Promise<boolean> {
    const write = (batch: ImportBatch) =>
      writeImportBatch(this.db, this.held(job), batch, placeholders, this.known).then(
        (written) => written !== undefined,
      );
    try {
      return await write({ last, books: books.map((placed) => placed.book), errors });
    } catch (error) {
      console.error(`Import ${job.id}: a batch was refused, its books are written one at a time:`, error);
      this.known.clear();
    }
    let from = job.done;
    for (const { position, book } of books) {
      const before = errors.filter((e) => e.position > from && e.position <= position);
      const written = await write({ last: position, books: [book], errors: before }).catch(() =>
        write({
          last: position,
          books: [],
          errors: [
            ...before,
            {
              position,
              record: `${position} (${book.isbn})`,
              field: 'record',
              message: messages.recordUnreadable,
            },
          ],
        }),
      );
      if (!written) return false;
      from = position;
    }
    return write({ last, books: [], errors: errors.filter((e) => e.position > from) });
  }

  /** The import ends; the admin who started it is named in the audit log's entry. */
  private async finish(job: ClaimedImport, status: 'done' | 'failed'): Promise<void> {
    const admin = { id: job.startedBy, name: job.startedByName, surname: '' };
    const finished = await audited(this.db, admin, { entity: 'import', action: 'update', id: job.id }, (tx) =>
      finishImport(tx, this.held(job), status),
    );
    if (finished) await this.files.remove(job.id);
  }
}
