import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Gives every `styled.tag` and `styled(Component)` of the shop and the kit a fixed componentId, made
 * from its file's path and its place in the file. Without one, styled-components numbers components
 * in the order their modules happen to load, which differs between the server (every page it has
 * rendered so far) and the browser (the entry, then one page): the server's class names would not be
 * the browser's, and a hydrated page would keep the wrong ones. It is what babel-plugin-styled-components
 * does, for the two call forms this code base uses, on the modules after TypeScript and JSX are gone.
 */
export function styledComponentIds(workspaceRoot: string): Plugin {
  const call = /\bstyled(\.[A-Za-z][\w]*|\([A-Za-z_$][\w$.]*\))(?=\s*`)/g;
  const anyCall = /\bstyled(\.[A-Za-z]|\()/g;
  return {
    name: 'bookshop-styled-component-ids',
    enforce: 'post',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('styled')) return null;
      const file = createHash('sha256').update(relative(workspaceRoot, id)).digest('hex').slice(0, 8);
      let index = 0;
      const withIds = code.replace(call, (styledCall) => {
        index += 1;
        return `${styledCall}.withConfig({ componentId: "s${file}-${index}" })`;
      });
      // Another form (`.attrs(...)`, a nested call) would keep a counted id: say so rather than let the
      // server's class names drift from the browser's.
      const calls = code.match(anyCall)?.length ?? 0;
      if (calls > index) this.warn(`${id}: ${calls - index} styled call(s) of a form given no fixed id`);
      return index === 0 ? null : { code: withIds, map: null };
    },
  };
}
