import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const docs = execFileSync('git', ['ls-files', '*.md', '*.mdx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

/**
 * The repository paths a doc names: `code spans` and link targets that look like a relative path
 * (a slash, no spaces, no placeholder such as `<name>` or `*`) and start with a folder or file that is
 * there, beside the doc or at the root (so `drizzle-orm/pglite` or `text/html` are not paths).
 */
function pathsNamed(doc: string): string[] {
  const text = readFileSync(join(root, doc), 'utf8');
  const spans = [...text.matchAll(/`([^`\n]+)`/g), ...text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].map((match) =>
    (match[1] ?? '').replace(/:\d+$/, ''),
  );
  const starts = new Set([...readdirSync(root), ...readdirSync(join(root, dirname(doc)))]);
  return spans.filter((span) => /^[\w.@-]+(\/[\w.@-]*)+$/.test(span) && starts.has(span.split('/')[0] ?? ''));
}

/** A path the build or a run makes (git ignores it, as a file or a folder), which a fresh clone lacks. */
const generated = (path: string) =>
  [path, `${path.replace(/\/$/, '')}/`].some(
    (asked) => spawnSync('git', ['check-ignore', '--quiet', '--no-index', asked], { cwd: root }).status === 0,
  );

describe('the docs', () => {
  it('name only paths that exist (or that the build or a run makes)', () => {
    const missing = docs.flatMap((doc) =>
      pathsNamed(doc)
        .filter((path) => {
          const here = join(dirname(doc), path);
          return !existsSync(join(root, here)) && !existsSync(join(root, path));
        })
        .filter((path) => !generated(path) && !generated(join(dirname(doc), path)))
        .map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('are found, so the check above reads something', () => {
    expect(docs).toContain('README.md');
    expect(pathsNamed('README.md').length).toBeGreaterThan(5);
  });
});
