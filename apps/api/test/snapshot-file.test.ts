import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SnapshotReader, SnapshotWriter } from '../src/book-lists/snapshot-file';

const folder = mkdtempSync(join(tmpdir(), 'bookshop-snapshot-file-'));
const file = join(folder, 'parts');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A text of every character below 256, longer than the pieces the writer copies out at a time. */
const longText = Array.from({ length: 9 * 1024 * 1024 + 7 }, (_, i) => String.fromCharCode(i % 256)).join('');

function write(): void {
  const writer = new SnapshotWriter(file);
  writer.json({ books: 3 });
  writer.array(Float64Array.from([1.5, -2, 9_780_000_000_000]));
  // An empty column: Node 22's crc32 of its bytes forgot the checksum so far.
  writer.array(new Int32Array(0));
  writer.array(Int32Array.from([5, 6, 7, 8]), 2);
  writer.latin1(longText);
  writer.texts(['noche', '', 'ñandú', 'harbour']);
  writer.close();
}

function read() {
  const reader = new SnapshotReader(file);
  try {
    const parts = {
      header: reader.json<{ books: number }>(),
      prices: reader.array(Float64Array),
      empty: reader.array(Int32Array),
      slots: reader.array(Int32Array, 10),
      text: reader.latin1(),
      words: reader.texts(),
    };
    reader.close();
    return parts;
  } finally {
    reader.abandon();
  }
}

describe('a book index file', () => {
  it('reads back every part as written: typed arrays, a text of 9 MB, texts, JSON', () => {
    write();
    const parts = read();
    expect(parts.header).toEqual({ books: 3 });
    expect([...parts.prices]).toEqual([1.5, -2, 9_780_000_000_000]);
    expect(parts.empty.length).toBe(0);
    // Two elements written, room for ten.
    expect([...parts.slots]).toEqual([5, 6, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parts.text === longText).toBe(true);
    expect(parts.words).toEqual(['noche', '', 'ñandú', 'harbour']);
  });

  it('refuses a file with any byte changed, or cut short', () => {
    write();
    const whole = readFileSync(file);
    for (const at of [3, 40, Math.floor(whole.length / 2), whole.length - 30, whole.length - 2]) {
      const changed = Buffer.from(whole);
      changed[at] = (changed[at] as number) ^ 0x01;
      writeFileSync(file, changed);
      expect(read, `byte ${at}`).toThrow(/checksum|cut short|not whole|JSON/);
    }
    writeFileSync(file, whole);
    truncateSync(file, whole.length - 1);
    expect(read).toThrow(/cut short/);
  });
});
