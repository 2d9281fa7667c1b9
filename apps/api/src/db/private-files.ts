import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What DATA_DIR and everything in it may be: its owner's alone. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * DATA_DIR holds the database, mails with activation codes and backups: nobody but the server's own
 * user may read them, whatever the umask the server was started with. A process that writes there
 * calls this first: the files it creates from then on are its user's only, and a folder left readable
 * by an earlier version or a careless copy is made private again.
 */
export function keepDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  makePrivate(dataDir);
}

/**
 * Folders 700 and files 600 under `dir`. PGlite sets the modes of the files it makes when it creates a
 * database (or loads a backup) itself, as 666 whatever the umask: they are made private once it has.
 * (Files it creates later follow the umask; the WAL segments it renames keep the mode set here.)
 */
export function makePrivate(dir: string): void {
  const paths = [
    dir,
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path)),
  ];
  for (const path of paths) {
    const stats = lstatSync(path, { throwIfNoEntry: false });
    // A link is left alone: its target may be anything, anywhere.
    if (!stats || stats.isSymbolicLink()) continue;
    const mode = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stats.mode & 0o777) !== mode) chmodSync(path, mode);
  }
}
