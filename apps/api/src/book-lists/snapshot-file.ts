import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { collectGarbage } from '../ops/heap';

/**
 * The file a book index is saved in (`index-snapshot.ts`): a sequence of parts, each its length in
 * bytes (8 bytes), its bytes and up to 7 bytes of padding, then the CRC-32 of everything before it.
 * Typed arrays are written and read as their bytes, without a copy through JavaScript values: a
 * million books' index is about 0.4 GB of them, read back in well under a second.
 */

type TypedArray = Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array;
type TypedArrayOf<T extends TypedArray> = new (length: number) => T;

const LENGTH_BYTES = 8;
const pad = (bytes: number) => (8 - (bytes % 8)) % 8;
const PADDING = new Uint8Array(8);
/** Characters of a text copied out at a time (`SnapshotWriter.latin1`). */
const TEXT_PIECE = 1 << 22;

/**
 * The running CRC-32 with `bytes` added. Node 22's crc32 answers 0 for an empty view of an empty
 * buffer (an empty column) whatever the CRC so far, which would pass any file as whole.
 */
const crcWith = (crc: number, bytes: Uint8Array) => (bytes.byteLength === 0 ? crc : crc32(bytes, crc));

/** A part's length, as 8 bytes (lengths stay far below 2^53). */
function lengthBytes(length: number): Uint8Array {
  const bytes = Buffer.alloc(LENGTH_BYTES);
  bytes.writeUIntLE(length, 0, 6);
  return bytes;
}

/** Writes a snapshot's parts to a new file, in order. */
export class SnapshotWriter {
  private readonly fd: number;
  private crc = 0;
  private closed = false;

  constructor(path: string) {
    this.fd = openSync(path, 'w', 0o600);
  }

  private write(bytes: Uint8Array): void {
    this.crc = crcWith(this.crc, bytes);
    let written = 0;
    while (written < bytes.byteLength) written += writeSync(this.fd, bytes, written);
  }

  private part(bytes: Uint8Array): void {
    this.write(lengthBytes(bytes.byteLength));
    this.write(bytes);
    this.write(PADDING.subarray(0, pad(bytes.byteLength)));
  }

  /** A typed array's first `length` elements (all of them by default). */
  array(array: TypedArray, length = array.length): void {
    this.part(new Uint8Array(array.buffer, array.byteOffset, length * array.BYTES_PER_ELEMENT));
  }

  /**
   * A text whose characters are all below 256 (`BookTexts`' form), a byte each; copied out a piece at
   * a time (a million books' names are 60 MB: a copy of each whole text raised the process's peak).
   */
  latin1(text: string): void {
    this.write(lengthBytes(text.length));
    for (let at = 0; at < text.length; at += TEXT_PIECE) {
      this.write(Buffer.from(text.slice(at, at + TEXT_PIECE), 'latin1'));
    }
    this.write(PADDING.subarray(0, pad(text.length)));
  }

  /** Texts without NUL (PostgreSQL's texts have none), as UTF-8. */
  texts(texts: readonly string[]): void {
    this.part(Buffer.from(texts.join('\0'), 'utf8'));
    this.json(texts.length);
  }

  json(value: unknown): void {
    this.part(Buffer.from(JSON.stringify(value), 'utf8'));
  }

  /** A text (or none) per slot, few of them distinct (a book's author): each distinct one once. */
  interned(values: readonly (string | undefined)[]): void {
    const distinct = new Map<string, number>();
    const indices = Int32Array.from(values, (value) => {
      if (value === undefined) return -1;
      let index = distinct.get(value);
      if (index === undefined) {
        index = distinct.size;
        distinct.set(value, index);
      }
      return index;
    });
    this.texts([...distinct.keys()]);
    this.array(indices);
  }

  /** Ends the file with its checksum and closes it. */
  close(): void {
    const crc = Buffer.alloc(4);
    crc.writeUInt32LE(this.crc);
    writeSync(this.fd, crc);
    this.abandon();
  }

  /** Closes the file, if still open, without ending it (after a failure). */
  abandon(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}

/** Reads a snapshot's parts in the order they were written; any mismatch throws. */
export class SnapshotReader {
  private readonly fd: number;
  private readonly size: number;
  private at = 0;
  private crc = 0;
  private closed = false;

  constructor(path: string) {
    this.fd = openSync(path, 'r');
    this.size = fstatSync(this.fd).size;
  }

  private read(into: Uint8Array): void {
    if (this.at + into.byteLength > this.size) throw new Error('Book index snapshot: the file is cut short');
    let read = 0;
    while (read < into.byteLength) {
      const got = readSync(this.fd, into, read, into.byteLength - read, this.at + read);
      if (got === 0) throw new Error('Book index snapshot: the file is cut short');
      read += got;
    }
    this.at += into.byteLength;
    this.crc = crcWith(this.crc, into);
  }

  /** The next part's bytes, read into what `make` gives for its length. */
  private part<T extends Uint8Array | TypedArray>(make: (bytes: number) => T): T {
    const length = Buffer.alloc(LENGTH_BYTES);
    this.read(length);
    const bytes = length.readUIntLE(0, 6);
    const into = make(bytes);
    this.read(new Uint8Array(into.buffer, into.byteOffset, bytes));
    this.read(Buffer.alloc(pad(bytes)));
    return into;
  }

  /** A typed array as `SnapshotWriter.array` wrote it, `length` long at least (room to grow). */
  array<T extends TypedArray>(make: TypedArrayOf<T>, length = 0): T {
    return this.part((bytes) => {
      const perElement = (make as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
      if (bytes % perElement !== 0) throw new Error('Book index snapshot: a part is not whole');
      return new make(Math.max(bytes / perElement, length));
    });
  }

  latin1(): string {
    return this.part((bytes) => Buffer.allocUnsafeSlow(bytes)).toString('latin1');
  }

  texts(): string[] {
    const joined = this.part((bytes) => Buffer.allocUnsafeSlow(bytes)).toString('utf8');
    const count = this.json<number>();
    const texts = count === 0 ? [] : joined.split('\0');
    if (texts.length !== count) throw new Error('Book index snapshot: a list of texts is not whole');
    return texts;
  }

  /** The texts `SnapshotWriter.interned` wrote, one per slot, undefined where there was none. */
  interned(): (string | undefined)[] {
    const distinct = this.texts();
    return Array.from(this.array(Int32Array), (index) => (index === -1 ? undefined : distinct[index]));
  }

  json<T>(): T {
    return JSON.parse(this.part((bytes) => Buffer.allocUnsafeSlow(bytes)).toString('utf8')) as T;
  }

  /**
   * Lets other work run between large parts (requests are answered meanwhile), after collecting the
   * garbage reading them left: the bytes a text was read from, texts split into many.
   */
  async pause(): Promise<void> {
    collectGarbage();
    await nextTurn();
  }

  /** Checks the checksum and that nothing follows it, and closes the file. */
  close(): void {
    try {
      const expected = this.crc;
      const crc = Buffer.alloc(4);
      this.read(crc);
      if (crc.readUInt32LE() !== expected)
        throw new Error('Book index snapshot: the checksum does not match');
      if (this.at !== this.size) throw new Error('Book index snapshot: the file goes on after its end');
    } finally {
      this.abandon();
    }
  }

  /** Closes the file, if still open, without checking it. */
  abandon(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }
}
