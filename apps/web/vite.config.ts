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
      // The domain package's modules only declare things; without this its zod schemas (and all of zod)
      // land in the login bundle because `@app/domain` is imported there for messages and permissions.
      // zod-setup exists for its effect (German zod messages), and the index imports it.
      // Better home: "sideEffects": ["./src/zod-setup.ts"] in packages/domain/package.json.
      treeshake: {
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/]domain[\\/]src[\\/]/.test(id) && !/(index|zod-setup)\.ts$/.test(id) ? false : undefined,
      },
      output: {
        // Stable vendor chunks for what login + shell need (DESIGN §11: ≤ 250 KB gzip); everything only
        // feature pages use is left to the automatic splitting of the lazy routes.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
          ],
        },
      },
    },
  },
});
