import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress';

const api = 'http://localhost:3000';

// The creation calls share their path with SPA routes (SPEC §2): only POSTs go to the server.
const creationCall: ProxyOptions = {
  target: api,
  bypass: (req) => (req.method === 'POST' ? undefined : '/index.html'),
};

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: api },
      '/socket': { target: api, ws: true },
      '^/(personen|firmen|spezialausstattung)/new(\\?.*)?$': creationCall,
    },
  },
  build: {
    rolldownOptions: {
      output: {
        // Stable vendor chunks for what login + shell need (DESIGN §11: ≤ 250 KB gzip); everything only
        // feature pages use is left to the automatic splitting of the lazy routes.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
});
