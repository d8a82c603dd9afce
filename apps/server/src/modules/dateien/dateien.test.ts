import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@app/domain';
import { form } from '../../testing/multipart';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { auditLog, dateien, projekte } from '../../db/schema';
import { AddressPolicy, isPublicAddress } from '../../platform/address-guard';
import { DownloadError, openDownload } from './dateien.url-download';
import { deleteDateienRows } from '../../platform/dateien-rows';
import { fileStorageFor } from '../../platform/files';
import { papierkorbTage } from '@app/domain';
import { papierkorbLeeren } from '../../platform/papierkorb';

let t: TestApp;
let dataDir: string;
let staff: TestUser;
let reader: TestUser;
let outsider: TestUser;
let projektId: number;
let server: Server;
let port: number;
const hits: string[] = [];

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const mb = 1024 * 1024;

const upload = (fields: Record<string, string | [string, Buffer]>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/dateien', ...form(fields) });
const list = (user = staff, id = projektId) =>
  t.as(user, { method: 'GET', url: `/api/dateien?resource=projekte&resource_id=${id}` });
const fromUrl = (url: string, user = staff) =>
  t.as(user, {
    method: 'POST',
    url: '/api/dateien/download',
    payload: { resource: 'projekte', data: { id: projektId, projekt_id: projektId, url } },
  });

async function storedFiles(): Promise<string[]> {
  const all = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return all.filter((e) => e.isFile()).map((e) => e.name);
}
const rowCount = async () => (await t.database.db.select().from(dateien)).length;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dateien-test-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    UPLOAD_MAX_MB: '1',
    DOWNLOAD_ALLOWED_NETWORKS: '127.0.0.2/32',
  });
  staff = await t.user({ permissions: ['projekte.lesen', 'projekte.bearbeiten'], name: 'Eva Berger' });
  reader = await t.user({ permissions: ['projekte.lesen'] });
  outsider = await t.user({ permissions: ['personen.lesen'] });
  const [p] = await t.database.db
    .insert(projekte)
    .values({ projektnr: 4711, name: 'Wohnpark Donaufeld' })
    .returning();
  projektId = p!.id;

  // Listens on every local address; only 127.0.0.2 is let through by the policy above.
  server = createServer((req, res) => {
    hits.push(`${req.socket.localAddress} ${req.url}`);
    if (req.url === '/plan.pdf') return res.end(pdf);
    if (req.url === '/named') {
      res.setHeader('content-disposition', `attachment; filename*=UTF-8''Einreichplan%20%C3%96ffentlich.pdf`);
      return res.end(pdf);
    }
    if (req.url === '/redirect-ok') return res.writeHead(302, { location: '/plan.pdf' }).end();
    if (req.url === '/redirect-loopback')
      return res.writeHead(302, { location: `http://127.0.0.1:${port}/plan.pdf` }).end();
    if (req.url === '/big')
      return res.writeHead(200, { 'content-length': String(2 * mb) }).end(Buffer.alloc(2 * mb, 32));
    if (req.url === '/big-chunked') {
      res.write(pdf);
      return res.end(Buffer.alloc(2 * mb, 32));
    }
    if (req.url === '/page.html') return res.end('<html><script>alert(1)</script></html>');
    if (req.url === '/hang') return; // never answers
    res.writeHead(404).end('nicht da');
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});
// A deleted file keeps its bytes in the Papierkorb; each test starts with the bin purged (bytes gone).
afterEach(async () => {
  await papierkorbLeeren(
    t.database.db,
    fileStorageFor(dataDir),
    new Date(Date.now() + (papierkorbTage + 1) * 86_400_000),
  );
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('Dateien: upload, list, download, delete', () => {
  it('stores an upload, lists it, serves it under its name (PDF inline) and deletes it with audit', async () => {
    const res = await upload({
      resource: 'projekte',
      resource_id: String(projektId),
      file: ['Einreichplan Top 3.pdf', pdf],
    });
    expect(res.statusCode).toBe(200);
    const datei = res.json().tpl;
    expect(res.json().status).toBe('ok');
    expect(datei).toMatchObject({
      resource: 'projekte',
      resource_id: projektId,
      projekt_id: projektId,
      name: 'Einreichplan Top 3.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      source_url: null,
      creator_name: 'Eva Berger',
      version: 1,
    });
    expect(datei).not.toHaveProperty('storage_key');

    const listed = await list(reader);
    expect(listed.json()).toEqual({ status: 'ok', data: [datei] });

    const got = await t.as(reader, { method: 'GET', url: `/api/dateien/${datei.id}/download` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `inline; filename="Einreichplan Top 3.pdf"; filename*=UTF-8''Einreichplan%20Top%203.pdf`,
    );
    // Served inline, but as an opaque sandbox: a crafted file cannot run script as our origin.
    expect(got.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect(await storedFiles()).toHaveLength(1);

    const wrongResource = await t.as(staff, {
      method: 'DELETE',
      url: `/api/dateien/${datei.id}?resource=firmen`,
    });
    expect(wrongResource.statusCode).toBe(404);
    const wrongBody = await t.as(staff, {
      method: 'DELETE',
      url: `/api/dateien/${datei.id}`,
      payload: { resource: 'firmen' },
    });
    expect(wrongBody.statusCode).toBe(404);
    const deleted = await t.as(staff, {
      method: 'DELETE',
      url: `/api/dateien/${datei.id}`,
      payload: { resource: 'projekte' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ status: 'ok' });
    expect((await t.as(reader, { method: 'GET', url: `/api/dateien/${datei.id}/download` })).statusCode).toBe(
      404,
    );
    expect((await list(reader)).json().data).toEqual([]);
    // The bytes stay for the Papierkorb until its entry is purged (platform/papierkorb.test.ts).
    expect(await storedFiles()).toHaveLength(1);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'dateien'), eq(auditLog.record_id, datei.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.user_id])).toEqual([
      ['create', staff.id],
      ['delete', staff.id],
    ]);
  });

  it("deleting a project deletes its files' rows and keeps their bytes for the Papierkorb", async () => {
    const [p] = await t.database.db.insert(projekte).values({ projektnr: 4712, name: 'Abriss' }).returning();
    const res = await upload({ resource: 'projekte', resource_id: String(p!.id), file: ['Plan.pdf', pdf] });
    expect(res.statusCode).toBe(200);
    const filesBefore = await storedFiles();
    const deleted = await t.as(staff, { method: 'DELETE', url: `/api/projekte/${p!.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await list(reader, p!.id)).json().data).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'dateien'), eq(auditLog.record_id, res.json().tpl.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toContain('delete');
  });

  it('sends office documents as attachment with the UTF-8 name, and lists newest first', async () => {
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    const a = (
      await upload({
        resource: 'projekte',
        resource_id: String(projektId),
        file: ['Bau_Übersicht.docx', docx],
      })
    ).json().tpl;
    const b = (
      await upload({
        file: ['notiz.txt', Buffer.from('Hallo')],
        resource_id: String(projektId),
        resource: 'projekte',
      })
    ).json().tpl;
    expect(b).toMatchObject({ name: 'notiz.txt', mime: 'text/plain' });
    expect((await list()).json().data.map((d: { id: number }) => d.id)).toEqual([b.id, a.id]);
    const got = await t.as(staff, { method: 'GET', url: `/api/dateien/${a.id}/download` });
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="Bau__bersicht.docx"; filename*=UTF-8''Bau_%C3%9Cbersicht.docx`,
    );
    for (const d of [a, b]) await t.as(staff, { method: 'DELETE', url: `/api/dateien/${d.id}` });
  });

  it('accepts exactly the size limit and refuses one byte more, keeping nothing', async () => {
    const exact = Buffer.concat([pdf, Buffer.alloc(mb - pdf.length, 32)]);
    const ok = await upload({
      resource: 'projekte',
      resource_id: String(projektId),
      file: ['genau.pdf', exact],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().tpl.size).toBe(mb);
    await t.as(staff, { method: 'DELETE', url: `/api/dateien/${ok.json().tpl.id}` });
    // The deleted file's bytes stay in the Papierkorb; the refused upload adds none.
    const kept = await storedFiles();

    const tooBig = await upload({
      resource: 'projekte',
      resource_id: String(projektId),
      file: ['gross.pdf', Buffer.concat([exact, Buffer.from(' ')])],
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json()).toEqual({ status: 'error', errors: { file: [messages.dateiZuGross(1)] } });
    expect(await rowCount()).toBe(0);
    expect(await storedFiles()).toEqual(kept);
  });

  it('refuses files whose content is not an allowed type, whatever their name', async () => {
    for (const [name, bytes] of [
      ['rechnung.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['bild.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
      ['programm.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00])],
    ] as const) {
      const res = await upload({ resource: 'projekte', resource_id: String(projektId), file: [name, bytes] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ file: [messages.dateiTypNichtErlaubt] });
    }
    expect(await rowCount()).toBe(0);
    expect(await storedFiles()).toHaveLength(0);
  });

  it('answers 422 per field for a missing file, an unknown resource or a record that does not exist', async () => {
    const noFile = await upload({ resource: 'projekte', resource_id: String(projektId) });
    expect(noFile.json()).toEqual({ status: 'error', errors: { file: [messages.dateiFehlt] } });
    const unknown = await upload({ resource: 'users', resource_id: '1', file: ['a.pdf', pdf] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ resource: [messages.dateiUnbekannteResource] });
    const missing = await upload({ resource: 'projekte', resource_id: '999999', file: ['a.pdf', pdf] });
    expect(missing.json().errors).toEqual({ resource_id: [messages.resourceNichtGefunden] });
    const twoFiles = await upload({
      resource: 'projekte',
      resource_id: String(projektId),
      a: ['a.pdf', pdf],
      b: ['b.pdf', pdf],
    });
    expect(twoFiles.statusCode).toBeGreaterThanOrEqual(400);
    expect(twoFiles.statusCode).toBeLessThan(500);
    const json = await t.as(staff, {
      method: 'POST',
      url: '/api/dateien',
      payload: { resource: 'projekte' },
    });
    expect(json.statusCode).toBe(422);
    const badList = await t.as(staff, { method: 'GET', url: '/api/dateien?resource=nix&resource_id=abc' });
    expect(badList.statusCode).toBe(422);
    expect(await rowCount()).toBe(0);
    expect(await storedFiles()).toHaveLength(0);
  });

  it('answers a German 4xx, never a 500, to broken uploads (issue 9: empty name, no boundary, truncated)', async () => {
    const post = (payload: string | Buffer, contentType: string) =>
      t.as(staff, { method: 'POST', url: '/api/dateien', payload, headers: { 'content-type': contentType } });
    const cases = {
      'no boundary': post(
        form({ resource: 'projekte', file: ['a.pdf', pdf] }).payload,
        'multipart/form-data',
      ),
      'truncated body': post(
        form({ resource: 'projekte', resource_id: String(projektId), file: ['a.pdf', pdf] }).payload.subarray(
          0,
          150,
        ),
        'multipart/form-data; boundary=----dateientest',
      ),
      'field named __proto__': upload({
        __proto__: 'x',
        resource: 'projekte',
        resource_id: String(projektId),
      } as never),
    };
    for (const [name, pending] of Object.entries(cases)) {
      const res = await pending;
      expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
      const body = res.json();
      expect(body.status, name).toBe('error');
      expect(JSON.stringify(body), name).not.toMatch(/boundary|Unexpected end|Multipart|FST_/i);
      if (name !== 'field named __proto__')
        expect(body.errors, name).toEqual({ file: [messages.uploadUngueltig] });
    }
    expect(await rowCount()).toBe(0);
    expect(await storedFiles()).toHaveLength(0);
    // An empty file name is no error: the file gets the neutral name 'Datei' and its type's extension.
    const unnamed = await upload({ resource: 'projekte', resource_id: String(projektId), file: ['', pdf] });
    expect(unnamed.statusCode).toBe(200);
    expect(unnamed.json().tpl.name).toBe('Datei.pdf');
    await t.as(staff, { method: 'DELETE', url: `/api/dateien/${unnamed.json().tpl.id}?resource=projekte` });
  });

  it('derives permissions from the resource: projekte.lesen reads, projekte.bearbeiten writes', async () => {
    const datei = (
      await upload({ resource: 'projekte', resource_id: String(projektId), file: ['a.pdf', pdf] })
    ).json().tpl;
    expect(
      (await upload({ resource: 'projekte', resource_id: String(projektId), file: ['b.pdf', pdf] }, reader))
        .statusCode,
    ).toBe(403);
    expect((await fromUrl(`http://127.0.0.2:${port}/plan.pdf`, reader)).statusCode).toBe(403);
    expect((await t.as(reader, { method: 'DELETE', url: `/api/dateien/${datei.id}` })).statusCode).toBe(403);
    expect((await list(outsider)).statusCode).toBe(403);
    expect(
      (await t.as(outsider, { method: 'GET', url: `/api/dateien/${datei.id}/download` })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/dateien/${datei.id}/download` })).statusCode).toBe(
      401,
    );
    const noCsrf = await t.as(staff, {
      method: 'DELETE',
      url: `/api/dateien/${datei.id}`,
      headers: { 'x-csrf-token': 'falsch' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await rowCount()).toBe(1);
    expect(await storedFiles()).toHaveLength(1);
    await t.as(staff, { method: 'DELETE', url: `/api/dateien/${datei.id}` });
  });
});

describe('Dateien: download by URL (SPEC §7, SSRF guard of DESIGN §8)', () => {
  it('downloads from a permitted server into the project files and answers tpl', async () => {
    const res = await fromUrl(`http://127.0.0.2:${port}/named`);
    expect(res.statusCode).toBe(200);
    expect(res.json().tpl).toMatchObject({
      name: 'Einreichplan Öffentlich.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      projekt_id: projektId,
      source_url: `http://127.0.0.2:${port}/named`,
    });
    const viaRedirect = (await fromUrl(`http://127.0.0.2:${port}/redirect-ok`)).json().tpl;
    expect(viaRedirect).toMatchObject({ name: 'plan.pdf', size: pdf.length });
    const got = await t.as(staff, { method: 'GET', url: `/api/dateien/${viaRedirect.id}/download` });
    expect(got.rawPayload.equals(pdf)).toBe(true);
    expect((await list()).json().data).toHaveLength(2);
    for (const d of (await list()).json().data)
      await t.as(staff, { method: 'DELETE', url: `/api/dateien/${d.id}` });
  });

  it('keeps the password of a download URL out of the log and out of the stored source', async () => {
    const logged: unknown[] = [];
    const spy = vi
      .spyOn(t.app.log, 'info')
      .mockImplementation((...args: unknown[]) => void logged.push(args));
    try {
      const failed = await fromUrl(`http://hans:Geheim-123@127.0.0.2:${port}/fehlt.pdf`);
      expect(failed.statusCode).toBe(422);
      const ok = await fromUrl(`http://hans:Geheim-123@127.0.0.2:${port}/named`);
      expect(ok.json().tpl.source_url).toBe(`http://***@127.0.0.2:${port}/named`);
      await t.as(staff, { method: 'DELETE', url: `/api/dateien/${ok.json().tpl.id}` });
    } finally {
      spy.mockRestore();
    }
    const lines = logged.filter((args) => (args as unknown[]).includes('download by URL failed'));
    expect(lines).toHaveLength(1);
    const text = JSON.stringify(lines);
    expect(text).toContain(`http://***@127.0.0.2:${port}/fehlt.pdf`);
    expect(text).not.toContain('Geheim-123');
  });

  it.each([
    ['loopback', () => `http://127.0.0.1:${port}/plan.pdf`],
    ['localhost', () => `http://localhost:${port}/plan.pdf`],
    ['IPv6 loopback', () => `http://[::1]:${port}/plan.pdf`],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/plan.pdf`],
    ['private 10.x', () => 'http://10.0.0.1/plan.pdf'],
    ['private 192.168.x', () => 'https://192.168.1.1/plan.pdf'],
    ['link-local metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['unspecified', () => `http://0.0.0.0:${port}/plan.pdf`],
    ['redirect to loopback', () => `http://127.0.0.2:${port}/redirect-loopback`],
    ['HTTP error', () => `http://127.0.0.2:${port}/fehlt.pdf`],
    ['unresolvable host', () => 'http://gibt-es-nicht.invalid/plan.pdf'],
  ])(
    'refuses %s with "Konnte Datei nicht downloaden" and connects nowhere it must not',
    async (_label, url) => {
      const before = hits.filter(
        (h) => !h.startsWith('::ffff:127.0.0.2') && !h.startsWith('127.0.0.2'),
      ).length;
      const res = await fromUrl(url());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 'error', errors: { url: [messages.dateiNichtDownloaden] } });
      expect(hits.filter((h) => !h.startsWith('::ffff:127.0.0.2') && !h.startsWith('127.0.0.2')).length).toBe(
        before,
      );
      expect(await rowCount()).toBe(0);
    },
  );

  it.each(['file:///etc/passwd', 'ftp://127.0.0.2/plan.pdf', 'gopher://x', 'javascript:alert(1)'])(
    'refuses the non-http URL %s per field',
    async (url) => {
      const res = await fromUrl(url);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 'error', errors: { 'data.url': [messages.dateiUrlNurHttp] } });
    },
  );

  it('refuses downloads over the size limit (announced or counted) and content that is not allowed', async () => {
    const tooLarge = {
      status: 'error',
      errors: { url: [messages.dateiNichtDownloaden, messages.dateiZuGross(1)] },
    };
    expect((await fromUrl(`http://127.0.0.2:${port}/big`)).json()).toEqual(tooLarge);
    expect((await fromUrl(`http://127.0.0.2:${port}/big-chunked`)).json()).toEqual(tooLarge);
    expect((await fromUrl(`http://127.0.0.2:${port}/page.html`)).json()).toEqual({
      status: 'error',
      errors: { url: [messages.dateiNichtDownloaden, messages.dateiTypNichtErlaubt] },
    });
    expect(await rowCount()).toBe(0);
    expect(await storedFiles()).toHaveLength(0);
  });

  it('connects to a host name only after every resolved address passed the policy', async () => {
    const allowLoopback = new AddressPolicy('127.0.0.0/8, ::1/128');
    const opened = await openDownload(`http://localhost:${port}/plan.pdf`, {
      policy: allowLoopback,
      maxBytes: mb,
      timeoutMs: 2000,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of opened.response) chunks.push(chunk as Buffer);
    opened.finish();
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    expect(opened.suggestedName).toBe('plan.pdf');
    const onlyV6 = new AddressPolicy('::1/128');
    await expect(
      openDownload(`http://localhost:${port}/plan.pdf`, { policy: onlyV6, maxBytes: mb, timeoutMs: 2000 }),
    ).rejects.toThrow(/not public/);
  });

  it('gives up after the time-out', async () => {
    const started = Date.now();
    const policy = new AddressPolicy('127.0.0.2/32');
    await expect(
      openDownload(`http://127.0.0.2:${port}/hang`, { policy, maxBytes: mb, timeoutMs: 300 }),
    ).rejects.toThrow(DownloadError);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('deleteDateienRows (for areas deleting records with files)', () => {
  it("removes only the given records' file rows, audited, and answers how many", async () => {
    const [other] = await t.database.db
      .insert(projekte)
      .values({ projektnr: 4712, name: 'Anderes Projekt' })
      .returning();
    const mine = (
      await upload({ resource: 'projekte', resource_id: String(projektId), file: ['a.pdf', pdf] })
    ).json().tpl;
    const theirs = (
      await upload({ resource: 'projekte', resource_id: String(other!.id), file: ['b.pdf', pdf] })
    ).json().tpl;
    const count = await deleteDateienRows(
      t.database.db,
      { userId: staff.id, originalUserId: null },
      'projekte',
      [projektId],
    );
    expect(count).toBe(1);
    expect((await list()).json().data).toEqual([]);
    expect((await list(staff, other!.id)).json().data.map((d: { id: number }) => d.id)).toEqual([theirs.id]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'dateien'), eq(auditLog.record_id, mine.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['172.32.0.1', true],
    ['2a00:1450:4001:80b::200e', true],
    ['172.31.255.255', false],
    ['100.64.0.1', false],
    ['127.8.8.8', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:8.8.8.8', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['ff02::1', false],
    ['2001:db8::1', false],
    ['2002:7f00:1::', false],
    ['localhost', false],
  ])('%s → %s', (address, ok) => expect(isPublicAddress(address)).toBe(ok));
});
