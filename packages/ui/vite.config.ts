import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { styledComponentIds } from './build/styledComponentIds';
import { styledCssWhitespace } from './build/styledCssWhitespace';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const peers = /^(react|react-dom|styled-components|swiper)($|\/)/;

/**
 * The published kit: one module per source file (a bundler keeps only the components an app
 * imports), as ES modules (`.js`) and CommonJS (`.cjs`), with `'use client'` kept where the source has
 * it. React, styled-components and swiper stay imports: the app brings its own.
 */
export default defineConfig({
  // The styles' indentation and comments go (their lines stay): an app's bundler never minifies them.
  plugins: [react(), styledComponentIds(workspaceRoot), styledCssWhitespace()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The app's bundler minifies; readable modules are easier to debug in node_modules.
    minify: false,
    copyPublicDir: false,
    lib: {
      // The slider has its own entry: it needs swiper, which the main entry must never name. So has
      // the search panel, which the Header loads lazily (see src/search-panel.ts).
      entry: {
        index: resolve(import.meta.dirname, 'src/index.ts'),
        'image-slider': resolve(import.meta.dirname, 'src/image-slider.ts'),
        'search-panel': resolve(import.meta.dirname, 'src/search-panel.ts'),
      },
      formats: ['es', 'cjs'],
      fileName: (format, entryName) => `${entryName}.${format === 'es' ? 'js' : 'cjs'}`,
    },
    rolldownOptions: {
      external: (id) => peers.test(id),
      output: { preserveModules: true, preserveModulesRoot: 'src' },
    },
  },
});
