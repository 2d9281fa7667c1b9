import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * happy-dom's window (React renders into it, the data layer keeps the guest basket and the language in
 * its localStorage), with every module transformed for Node: the API runs in the same process, and the
 * browser's transform would turn its `new URL(file, import.meta.url)` into the address of a web page.
 */
export default {
  ...builtinEnvironments['happy-dom'],
  name: 'happy-dom-beside-the-api',
  viteEnvironment: 'ssr',
} satisfies Environment;
