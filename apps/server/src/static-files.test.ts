import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

// The built web app is served precompressed (issue 11): what the build wrote as .br/.gz is sent by
// Accept-Encoding, the plain file otherwise, and caches are told the answer varies with it.
const script = 'console.log("Immobilien-Backoffice");\n'.repeat(100);
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Backoffice</title>');
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

it('sends the brotli file to a browser that accepts it, with the script type and a long cache', async () => {
  const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(res.headers['cache-control']).toContain('immutable');
  expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
});

it('sends gzip where brotli is not accepted, and the plain file where nothing is', async () => {
  const gz = await get('/assets/app-abc123.js', 'gzip');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

  const plain = await get('/assets/app-abc123.js');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(script);
});

it('still answers every app path with index.html, even when no compressed copy of it exists', async () => {
  const res = await get('/projekte/17', 'br, gzip');
  expect(res.statusCode).toBe(200);
  // Compressed on the fly then, like any answer.
  expect(res.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Backoffice</title>');
});
