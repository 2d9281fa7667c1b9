import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-files';

/**
 * The feeds being imported, kept as files (IMPORTS_DIR, by default DATA_DIR/imports) until their
 * import ends: a restarted server reads the file again from its checkpoint. Several API processes on
 * one PostgreSQL need one shared folder, as for uploads. Named by the import's id only.
 */
export class ImportFiles {
  constructor(private readonly dir: string) {}

  private path(id: string, part = false): string {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`Not an import id: ${id}`);
    return join(this.dir, part ? `${id}.part` : `${id}.feed`);
  }

  /** Writes a sent file as it arrives (never whole in memory); kept only once `keep` is called. */
  async receive(id: string, body: NodeJS.ReadableStream): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await pipeline(body, createWriteStream(this.path(id, true), { mode: PRIVATE_FILE_MODE }));
  }

  /** The first bytes of a received file, as text (what it is: ONIX or CSV). */
  async start(id: string, bytes = 64 * 1024): Promise<string> {
    const file = await open(this.path(id, true), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await file.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await file.close();
    }
  }

  /** The received file becomes its import's. */
  async keep(id: string): Promise<void> {
    await rename(this.path(id, true), this.path(id));
  }

  read(id: string): NodeJS.ReadableStream & AsyncIterable<Buffer> {
    return createReadStream(this.path(id), { highWaterMark: 256 * 1024 });
  }

  async remove(id: string): Promise<void> {
    await rm(this.path(id), { force: true });
    await rm(this.path(id, true), { force: true });
  }
}
