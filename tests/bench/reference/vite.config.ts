// `npm run bench` builds the reference page with the project's own Vite and React plugin.
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  plugins: [react()],
  build: { outDir: path.resolve(here, '../../../build/bench-reference'), emptyOutDir: true },
  logLevel: 'warn',
});
