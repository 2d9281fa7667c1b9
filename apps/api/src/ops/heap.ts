import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** V8's collector, as `--expose-gc` gives it to a script (its options: V8's gc extension). */
type Collector = (options: { type: 'major'; execution: 'sync'; flavor?: 'last-resort' }) => void;

let collector: Collector | undefined;

/**
 * The collector, taken from a context made while the flag is on and then turned off again: whichever
 * way the server is started (`pnpm start`, the Dockerfile, the tests' servers), with no global `gc`.
 */
function collectorOf(): Collector {
  if (!collector) {
    setFlagsFromString('--expose-gc');
    try {
      collector = runInNewContext('gc') as Collector;
    } finally {
      setFlagsFromString('--no-expose-gc');
    }
  }
  return collector;
}

/**
 * Gives back to the system the memory a warm-up left behind. Filling the book index reads every book's
 * row and drops it: what stays is scattered over half-empty pages of V8's old generation, and its young
 * generation has grown to its largest, and V8 keeps both. Its collection for when memory runs out moves
 * what stays together and shrinks the young generation: at a million books the process held 1.86 GB
 * after its warm-up and 1.23 GB after it. Everything stops meanwhile (about 1.5 s at a million books),
 * so it runs while the process is not ready yet.
 */
export function compactHeap(): void {
  collectorOf()({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * Collects the old generation's garbage now. While the book index fills, V8 let it grow to twice what
 * stayed (1.2 GB of heap for 0.58 GB kept at a million books) before it collected; collected every
 * quarter of a million books, the fill's peak stays nearer to what it keeps, for 0.1–0.35 s each.
 */
export function collectGarbage(): void {
  collectorOf()({ type: 'major', execution: 'sync' });
}
