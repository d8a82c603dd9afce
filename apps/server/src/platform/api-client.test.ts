import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { projekte } from '../db/schema';
import { xlsxMime } from './xlsx';

/**
 * Issue 30: the document at /api/docs/json says what the API really does where it is not JSON — CSV, XLSX,
 * PDF and file answers under their content types, the multipart upload with its form — and a TypeScript
 * client generated from it (openapi-typescript) compiles.
 */
let t: TestApp;
let admin: TestUser;
let dir: string;

interface Media {
  schema?: {
    type?: string;
    format?: string;
    properties?: Record<string, { type?: string; format?: string }>;
  };
}
interface Operation {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
let doc: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'api-document-'));
  t = await createTestApp({ DATA_DIR: dir });
  admin = await t.user({ admin: true });
  const res = await t.as(admin, { method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const okTypes = (url: string, method = 'get') =>
  Object.keys(doc.paths[url]![method]!.responses['200']!.content!);

describe('content types in the document', () => {
  it('declares the CSV export, PDFs, Sidefiles and stored files under their real types, not JSON', () => {
    expect(okTypes('/api/kaufobjekte/export')).toEqual(['text/csv']);
    expect(okTypes('/api/tzabfragen/urkunden/{id}/pdf')).toEqual(['application/pdf']);
    expect(okTypes('/api/kunden/monitoring/dateien/{id}')).toEqual([xlsxMime, 'text/csv']);
    expect(okTypes('/api/dateien/{id}/download')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/*', 'application/octet-stream']),
    );
    const pdf =
      doc.paths['/api/tzabfragen/urkunden/{id}/pdf']!.get!.responses['200']!.content!['application/pdf'];
    expect(pdf!.schema).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('answers the CSV export as text/csv, as declared', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/kaufobjekte/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('declares the upload as multipart/form-data with its fields, and an upload after it works', async () => {
    const body = doc.paths['/api/dateien']!.post!.requestBody!.content;
    expect(Object.keys(body)).toEqual(['multipart/form-data']);
    const form = body['multipart/form-data']!.schema!;
    expect(form.properties!.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(form.properties!)).toEqual(
      expect.arrayContaining(['resource', 'resource_id', 'projekt_id']),
    );

    const [p] = await t.database.db
      .insert(projekte)
      .values({ projektnr: 91_002, name: 'Upload' })
      .returning();
    const boundary = '----apidoc';
    const field = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.concat([
      Buffer.from(field('resource', 'projekte') + field('resource_id', String(p!.id))),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="plan.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n' +
          `--${boundary}--\r\n`,
      ),
    ]);
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/dateien',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tpl).toMatchObject({ name: 'plan.pdf', mime: 'application/pdf' });
  });
});

describe('a TypeScript client generated from the document', () => {
  it('compiles, and types answers and the upload form from it', async () => {
    const types = astToString(await openapiTS(doc as never));
    await writeFile(path.join(dir, 'api.d.ts'), types);
    // Typed use; each @ts-expect-error fails the compile if the types were too loose to catch the mistake.
    await writeFile(
      path.join(dir, 'usage.ts'),
      `import type { paths } from './api';
type Json<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;
export const liste: Json<'/api/projekte', 'get'> = { data: [], total: 0, page: 1, per_page: 50 };
// @ts-expect-error total is a number
export const falsch: Json<'/api/projekte', 'get'> = { data: [], total: 'viele', page: 1, per_page: 50 };
export const csv: paths['/api/kaufobjekte/export']['get']['responses'][200]['content']['text/csv'] = 'a;b';
type Upload = NonNullable<paths['/api/dateien']['post']['requestBody']>['content']['multipart/form-data'];
export const upload: Upload = { resource: 'projekte', resource_id: '1', file: 'Bytes' };
// @ts-expect-error the file is required
export const ohneDatei: Upload = { resource: 'projekte', resource_id: '1' };
`,
    );
    const program = ts.createProgram([path.join(dir, 'usage.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(types).toContain('"/api/projekte": {');
  }, 60_000);
});
