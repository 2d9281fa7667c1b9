import type { Plugin } from 'vite';

/** Template tags whose text is CSS: `styled.div`, `styled(Link)`, `.withConfig(...)`, `css`, ... */
const cssTags = new Set(['styled', 'css', 'createGlobalStyle', 'keyframes']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The identifier a tag starts from: `styled` for `styled.div.withConfig({...})`. */
function rootName(tag: Node): string | undefined {
  let node: Node | undefined = tag;
  while (node) {
    if (node.type === 'Identifier') return node.name as string;
    node = (
      node.type === 'MemberExpression'
        ? node.object
        : node.type === 'CallExpression'
          ? node.callee
          : undefined
    ) as Node | undefined;
  }
  return undefined;
}

function visit(node: unknown, found: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const item of node) visit(item, found);
    return;
  }
  if (!isNode(node)) return;
  if (node.type === 'TaggedTemplateExpression') found(node);
  for (const [key, value] of Object.entries(node)) if (key !== 'parent') visit(value, found);
}

/** A run of whitespace as its line breaks only (so that lines stay where they were), or `fallback`. */
const breaksOr = (run: string, fallback: string) => run.replace(/[^\n]/g, '') || fallback;

/**
 * The CSS of a template's static part as stylis reads it: comments out, and the indentation that only
 * lays it out for a reader reduced to one space, or none beside `{`, `}` and `;`. Line breaks stay, so
 * the lines of the module (and of its source map) do not move.
 */
export function squeezeCss(raw: string): string {
  return raw
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => breaksOr(comment, ''))
    .replace(/\s*([{};])\s*/g, (run, mark: string) => {
      const [before = '', after = ''] = run.split(mark);
      return breaksOr(before, '') + mark + breaksOr(after, '');
    })
    .replace(/\s+/g, (run) => breaksOr(run, ' '));
}

/**
 * The kit's and the shop's styles are written as CSS in template literals, laid out and commented for
 * their readers; the browser's scripts carried that layout and those comments on every page. This
 * takes them out of the static parts of every styled-components template (the interpolations are left
 * as they are), in the browser's build and the server's alike, so that both produce the same styles
 * and the same class names. The styles themselves do not change: stylis drops the same whitespace and
 * comments when it reads them.
 */
export function styledCssWhitespace(): Plugin {
  return {
    name: 'bookshop-styled-css-whitespace',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('`')) return null;
      const edits: { start: number; end: number; text: string }[] = [];
      visit(this.parse(code), (node) => {
        const name = rootName(node.tag as Node);
        if (!name || !cssTags.has(name)) return;
        for (const quasi of (node.quasi as { quasis: Node[] }).quasis) {
          const raw = (quasi.value as { raw: string }).raw;
          // Only where the parser's positions are those of the raw text.
          if (code.slice(quasi.start, quasi.end) !== raw) continue;
          const text = squeezeCss(raw);
          if (text !== raw) edits.push({ start: quasi.start, end: quasi.end, text });
        }
      });
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      return { code: out, map: null };
    },
  };
}
