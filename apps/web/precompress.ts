import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `.br` and `.gz` beside every compressible file of the build (issue 11): the server sends them
 * as they are (`@fastify/static` preCompressed) instead of compressing on each request.
 */
export function precompress(minBytes = 1024): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        const full = path.join(outDir, file);
        if (!compressible.test(file) || statSync(full).size < minBytes) continue;
        const content = readFileSync(full);
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
