import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

/**
 * PGlite takes no lock against a second process and leaves a stale `postmaster.pid` (always `-42`)
 * after a crash, which makes the next open hang. The server therefore holds its own lock file with
 * its PID: a second server fails fast naming the holder, and a lock whose process is gone is taken
 * over after removing the stale `postmaster.pid`.
 */
export function lockDataDir(dataDir: string, pgliteDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lockFile = join(dataDir, 'server.lock');

  if (existsSync(lockFile)) {
    const holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    if (holder !== process.pid && isRunning(holder)) {
      throw new Error(`DATA_DIR ${dataDir} is in use by server process ${holder}; stop it first.`);
    }
    rmSync(join(pgliteDir, 'postmaster.pid'), { force: true });
  }
  writeFileSync(lockFile, String(process.pid), { mode: PRIVATE_FILE_MODE });

  return () => {
    if (existsSync(lockFile) && readFileSync(lockFile, 'utf8') === String(process.pid)) {
      rmSync(lockFile, { force: true });
    }
  };
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
