import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server renders the HTML document itself (src/web/document.tsx), so the client build has a
// script entry instead of an index.html, and a manifest the server reads to find hashed assets.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      input: 'src/web/main.tsx',
      output: {
        // Framework code changes rarely: one long-cached chunk, apart from the app's own code.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: [] },
});
