import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where processed uploads are kept, by file name. The server's own folder by default; an
 * S3-compatible bucket would be another implementation of these two calls.
 */
export interface UploadStore {
  /** Keeps the bytes under `name` (a name is content-addressed: the same name is the same bytes). */
  put(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes kept under `name`, or undefined. */
  get(name: string): Promise<Uint8Array | undefined>;
}

/** Names the module makes: hex, a width, `.webp`. Anything else is never looked up on disk. */
export const STORED_NAME = /^[0-9a-f]{32}-\d{1,4}\.webp$/;

/**
 * Files in a folder (DATA_DIR/uploads by default), written whole or not at all; only `names` are ever
 * looked up on disk.
 */
export function folderStore(dir: string, names: RegExp = STORED_NAME): UploadStore {
  let made: Promise<unknown> | undefined;
  return {
    async put(name, bytes) {
      made ??= mkdir(dir, { recursive: true });
      await made;
      // Written aside and renamed: a reader never sees half a file. Each write has its own partial
      // file: two uploads of the same image at once (the same name) each rename a whole one.
      const partial = join(dir, `.${name}.${process.pid}.${randomUUID()}.partial`);
      await writeFile(partial, bytes);
      await rename(partial, join(dir, name));
    },
    async get(name) {
      if (!names.test(name)) return undefined;
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
