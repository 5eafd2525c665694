import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Stories point at /files/demo-expo/*, as the replay gateway serves them; public/ here maps that
// path onto fixtures/demo-expo/files through a symbolic link, used only while that folder exists.
const publicDir = fileURLToPath(new URL('./public', import.meta.url));
const demoFiles = fileURLToPath(new URL('../fixtures/demo-expo/files', import.meta.url));

export default {
  publicDir: existsSync(demoFiles) ? publicDir : false,
  // Modules that load gateway content read it from the replay server (`NO_BUILD=1 npm start`).
  server: { proxy: { '/api': 'http://127.0.0.1:4173' } },
  define: {
    // Ladle copies the page's <style> tags into the story frame at a width; styled-components'
    // fast mode writes rules where copying cannot see them, so stories use text style tags.
    SC_DISABLE_SPEEDY: 'true',
  },
};
