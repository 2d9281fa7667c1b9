import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // Workspace packages are read from source (their `@bookshop/source` export).
  resolve: { conditions: ['@bookshop/source'] },
  server: {
    port: 5173,
    proxy: { '/api': api, '/images': api },
  },
  build: { target: 'es2022', sourcemap: true },
});
