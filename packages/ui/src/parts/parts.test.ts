import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const readme = readFileSync(join(src, '..', 'README.md'), 'utf8');

/** Each component module's scope, the parts it names, and its own documentation of them. */
function componentParts() {
  const found: { file: string; scope: string; parts: Set<string>; doc: string }[] = [];
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.tsx') || /\.(stories|test|visual)\./.test(file)) continue;
    const source = readFileSync(join(src, file), 'utf8');
    for (const [, variable, scope] of source.matchAll(/const (\w+) = partsOf\('([\w-]+)'\)/g)) {
      const parts = new Set(
        [...source.matchAll(new RegExp(`\\b${variable}\\('([\\w-]+)'\\)`, 'g'))].map((m) => m[1] ?? ''),
      );
      const doc = source.match(new RegExp(`Parts \\(\`data-scope="${scope}"\`[^]*?\\*/`))?.[0] ?? '';
      found.push({ file, scope: scope ?? '', parts, doc });
    }
  }
  return found;
}

describe("the components' parts", () => {
  const components = componentParts();

  it('are many: every component names its root', () => {
    expect(components.length).toBeGreaterThan(40);
    for (const { file, parts } of components)
      expect(parts.has('root') || file.includes('slides'), file).toBe(true);
  });

  it("are each listed in the component's own documentation", () => {
    for (const { file, scope, parts, doc } of components) {
      if (file.includes('slides')) continue;
      expect(doc, `${file}: no "Parts (\`data-scope="${scope}"\`)" in its JSDoc`).not.toBe('');
      for (const part of parts) expect(doc, `${file}: part ${part}`).toContain(`\`${part}\``);
    }
  });

  it("are each listed in the README's table, on its component's row", () => {
    for (const { scope, parts } of components) {
      const row = readme.split('\n').find((line) => line.startsWith('|') && line.includes(`| \`${scope}\` `));
      expect(row, `the README has no row for ${scope}`).toBeDefined();
      for (const part of parts) expect(row, `${scope}: part ${part}`).toContain(`\`${part}\``);
    }
  });
});
