import { defineConfig } from 'tsup';

// One ESM file with the workspace's own packages inlined; npm dependencies stay external.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: 'esm',
  target: 'node22',
  platform: 'node',
  clean: true,
  noExternal: [/^@bookshop\//],
});
