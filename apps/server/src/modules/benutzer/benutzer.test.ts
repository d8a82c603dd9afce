import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, standardVorlagen, vorlageAbweichung } from '@app/domain';
import { anmeldungenAls, auditLog, personen, sessions, users } from '../../db/schema';
import { createdRecord } from '../../testing/rows';
import { createTestApp, password, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
  admin = await t.user({
    permissions: ['benutzer.verwalten', 'benutzer.anmelden_als', 'personen.lesen'],
    name: 'Ada Admin',
  });
  reader = await t.user({ permissions: ['personen.lesen'], name: 'Rita Reader' });
});
afterAll(() => t?.close());

const login = (email: string, pw: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { email, password: pw } });
const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
const audit = (table: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.record_id, id))
    .orderBy(auditLog.id)
    .then((rows) => rows.filter((r) => r.table_name === table));
const vorlagen = async () =>
  (await t.as(admin, { method: 'GET', url: '/api/berechtigung-vorlagen' })).json().data as {
    id: number;
    name: string;
    berechtigungen: string[];
    version: number;
  }[];

describe('BenutzerInnen', () => {
  it('seeds the five templates of DOMAIN', async () => {
    const list = await vorlagen();
    expect(list.map((v) => v.name).sort()).toEqual(standardVorlagen.map((v) => v.name).sort());
    for (const v of standardVorlagen)
      expect(new Set(list.find((l) => l.name === v.name)!.berechtigungen)).toEqual(new Set(v.berechtigungen));
  });

  it('creates a user with an initial password, who logs in; last login is recorded; no secrets in answers or audit', async () => {
    const sach = (await vorlagen()).find((v) => v.name === 'Sachbearbeitung')!;
    const weak = await t.as(admin, {
      method: 'POST',
      url: '/api/benutzer',
      payload: {
        email: 'Neu@Example.at',
        name: 'Nina Neu',
        berechtigungen: sach.berechtigungen,
        vorlage_id: sach.id,
        passwort: 'kurz',
      },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.passwort).toEqual([messages.passwortZuKurz(12)]);
    const withMail = await t.as(admin, {
      method: 'POST',
      url: '/api/benutzer',
      payload: { email: 'neu@example.at', name: 'Nina Neu', passwort: 'xx-neu@example.at-xx' },
    });
    expect(withMail.json().errors.passwort).toEqual([messages.passwortEnthaeltEmail]);

    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/benutzer',
      payload: {
        email: 'Neu@Example.at',
        name: 'Nina Neu',
        berechtigungen: [...sach.berechtigungen, 'personen.lesen'],
        vorlage_id: sach.id,
        passwort: 'Ein-gutes-Passwort-1',
      },
    });
    const user = createdRecord(res, {
      email: 'neu@example.at',
      vorlage_name: 'Sachbearbeitung',
      hat_passwort: true,
      letzter_login: null,
      aktiv: true,
    });
    expect(JSON.stringify(user)).not.toMatch(/password_hash|argon/);
    const again = await t.as(admin, {
      method: 'POST',
      url: '/api/benutzer',
      payload: { email: 'NEU@example.at', name: 'x' },
    });
    expect(again.json().errors.email).toEqual([messages.emailVergeben]);

    expect((await login('neu@example.at', 'Ein-gutes-Passwort-1')).statusCode).toBe(200);
    const after = (await t.as(admin, { method: 'GET', url: `/api/benutzer/${user.id}` })).json().data;
    expect(after.letzter_login).toMatch(/^\d{4}-/);
    const rows = await audit('users', user.id);
    expect(rows.map((r) => r.action)).toEqual(['create']);
    expect(JSON.stringify(rows)).not.toMatch(/password_hash|argon/);
  });

  it('one-time set-password link: works once, then the user logs in', async () => {
    const user = (
      await t.as(admin, {
        method: 'POST',
        url: '/api/benutzer',
        payload: { email: 'link@example.at', name: 'Lena Link' },
      })
    ).json().data;
    expect(user.hat_passwort).toBe(false);
    expect((await login('link@example.at', '')).statusCode).toBe(401);
    const { link } = (
      await t.as(admin, { method: 'POST', url: `/api/benutzer/${user.id}/passwort-link` })
    ).json().data;
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const set = (pw: string) =>
      t.app.inject({ method: 'POST', url: '/api/passwort-setzen', payload: { token, passwort: pw } });
    const zustand = async (tok: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/passwort-setzen?token=${encodeURIComponent(tok)}` })
      ).json().data.zustand;
    expect(await zustand(token)).toBe('gueltig');
    expect((await set('zu-kurz')).json().errors.passwort).toEqual([messages.passwortZuKurz(12)]);
    expect((await set('Mein-neues-Passwort')).statusCode).toBe(200);
    // Used: the page and a second try say so (not 'ungültig oder abgelaufen').
    expect(await zustand(token)).toBe('verwendet');
    expect((await set('Mein-neues-Passwort')).json().errors.token).toEqual([messages.passwortLinkVerwendet]);
    expect((await login('link@example.at', 'Mein-neues-Passwort')).statusCode).toBe(200);
    expect(await zustand('kein-solcher-link')).toBe('ungueltig');

    // A new link that ran out says it expired; the answer names nobody.
    const next = new URL(
      (await t.as(admin, { method: 'POST', url: `/api/benutzer/${user.id}/passwort-link` })).json().data.link,
      'http://x',
    ).searchParams.get('token')!;
    await t.database.db
      .update(users)
      .set({ passwort_token_bis: new Date(Date.now() - 60_000).toISOString() })
      .where(eq(users.id, user.id));
    const expired = await t.app.inject({ method: 'GET', url: `/api/passwort-setzen?token=${next}` });
    expect(expired.json()).toEqual({ status: 'ok', data: { zustand: 'abgelaufen' } });
    expect(await zustand(token)).toBe('ungueltig');
  });

  it('own password change needs the current one', async () => {
    const me = await t.user({ permissions: [] });
    const change = (body: object) => t.as(me, { method: 'PUT', url: '/api/konto/passwort', payload: body });
    expect((await change({ aktuell: 'falsch', neu: 'Ganz-neues-Passwort' })).json().errors.aktuell).toEqual([
      messages.passwortFalsch,
    ]);
    expect(
      (await change({ aktuell: password, neu: `${me.email.split('@')[0]}-langes-pw` })).json().errors.neu,
    ).toEqual([messages.passwortEnthaeltEmail]);
    expect((await change({ aktuell: password, neu: 'Ganz-neues-Passwort' })).statusCode).toBe(200);
    expect((await login(me.email, 'Ganz-neues-Passwort')).statusCode).toBe(200);
  });

  it('the administration sets no own password (nor a link for it): that is the own change with the current one', async () => {
    const before = (await t.as(admin, { method: 'GET', url: `/api/benutzer/${admin.id}` })).json().data;
    const auditBefore = (await audit('users', admin.id)).length;
    const set = await t.as(admin, {
      method: 'POST',
      url: `/api/benutzer/${admin.id}/passwort`,
      payload: { passwort: 'Ein-ganz-neues-Pw' },
    });
    expect(set.statusCode).toBe(409);
    expect(set.json()).toEqual({ status: 'error', message: messages.passwortSelbstNichtHier });
    const link = await t.as(admin, { method: 'POST', url: `/api/benutzer/${admin.id}/passwort-link` });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(messages.passwortSelbstNichtHier);
    // Nothing changed: the old password still works, the new one does not, no audit row, same version.
    expect((await login(admin.email, 'Ein-ganz-neues-Pw')).statusCode).toBe(401);
    expect((await login(admin.email, password)).statusCode).toBe(200);
    expect((await audit('users', admin.id)).length).toBe(auditBefore);
    expect((await t.as(admin, { method: 'GET', url: `/api/benutzer/${admin.id}` })).json().data.version).toBe(
      before.version,
    );
    // Another user's password the administration still sets.
    const other = await t.user({ permissions: [] });
    expect(
      (
        await t.as(admin, {
          method: 'POST',
          url: `/api/benutzer/${other.id}/passwort`,
          payload: { passwort: 'Ein-ganz-neues-Pw' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('permission changes and deactivation take effect on open sessions at once; versions conflict with 409', async () => {
    const user = await t.user({ permissions: ['personen.lesen', 'personen.bearbeiten'] });
    const record = (await t.as(admin, { method: 'GET', url: `/api/benutzer/${user.id}` })).json().data;
    const put = (body: object) =>
      t.as(admin, {
        method: 'PUT',
        url: `/api/benutzer/${user.id}`,
        payload: { email: record.email, name: record.name, ...body },
      });
    expect((await put({ berechtigungen: ['personen.lesen'], aktiv: true, version: 1 })).statusCode).toBe(200);
    expect(
      (await t.as(user, { method: 'POST', url: '/api/personen', payload: { vorname: 'a', nachname: 'b' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.as(user, { method: 'GET', url: '/api/personen' })).statusCode).toBe(200);
    const stale = await put({ berechtigungen: [], aktiv: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(2);
    expect((await put({ berechtigungen: ['personen.lesen'], aktiv: false, version: 2 })).statusCode).toBe(
      200,
    );
    expect((await t.as(user, { method: 'GET', url: '/api/personen' })).statusCode).toBe(401);
    const unknown = await put({ berechtigungen: ['alles.duerfen'], version: 3 });
    expect(unknown.json().errors['berechtigungen.0']).toEqual([messages.berechtigungUnbekannt]);
  });

  it('bulk action (de)activates the selection, never oneself', async () => {
    const a = await t.user({ permissions: ['personen.lesen'] });
    const b = await t.user({ permissions: ['personen.lesen'] });
    const bulk = (ids: number[], aktiv: boolean) =>
      t.as(admin, { method: 'POST', url: '/api/benutzer/bulk-aktiv', payload: { ids, aktiv } });
    expect((await bulk([a.id, b.id, admin.id], false)).json().message).toBe(messages.benutzerSelbst);
    expect((await bulk([a.id, b.id], false)).json().data).toEqual({ geaendert: 2 });
    expect((await t.as(a, { method: 'GET', url: '/api/personen' })).statusCode).toBe(401);
    expect((await bulk([a.id], true)).json().data).toEqual({ geaendert: 1 });
    expect((await bulk([], true)).statusCode).toBe(422);
  });

  it('only users who never changed anything are deleted; an administrator cannot lock themselves out', async () => {
    const spare = (
      await t.as(admin, {
        method: 'POST',
        url: '/api/benutzer',
        payload: { email: 'spare@example.at', name: 'S' },
      })
    ).json().data;
    expect((await t.as(admin, { method: 'DELETE', url: `/api/benutzer/${spare.id}` })).statusCode).toBe(200);
    expect((await audit('users', spare.id)).map((r) => r.action)).toEqual(['create', 'delete']);
    const res = await t.as(admin, { method: 'DELETE', url: `/api/benutzer/${admin.id}` });
    expect(res.json().message).toBe(messages.benutzerSelbst);
    const actor = await t.user({ permissions: ['personen.lesen', 'personen.bearbeiten'] });
    await t.as(actor, { method: 'POST', url: '/api/personen', payload: { vorname: 'a', nachname: 'b' } });
    const refused = await t.as(admin, { method: 'DELETE', url: `/api/benutzer/${actor.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.benutzerNichtLoeschen);
    const me = (await t.as(admin, { method: 'GET', url: `/api/benutzer/${admin.id}` })).json().data;
    const out = await t.as(admin, {
      method: 'PUT',
      url: `/api/benutzer/${admin.id}`,
      payload: { ...me, aktiv: false },
    });
    expect(out.json().message).toBe(messages.benutzerSelbst);
  });

  it('templates: editing one applies the change to its users on request, audited', async () => {
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/berechtigung-vorlagen',
      payload: { name: 'Test-Vorlage', berechtigungen: ['personen.lesen', 'firmen.lesen'] },
    });
    expect(created.json()).toMatchObject({ status: 'ok' });
    const vorlage = created.json().data;
    const made = await t.as(admin, {
      method: 'POST',
      url: '/api/benutzer',
      payload: {
        email: 'member@example.at',
        name: 'M',
        vorlage_id: vorlage.id,
        berechtigungen: ['personen.lesen', 'firmen.lesen', 'projekte.lesen'],
      },
    });
    expect(made.json()).toMatchObject({ status: 'ok' });
    const member = made.json().data;
    const res = await t.as(admin, {
      method: 'PUT',
      url: `/api/berechtigung-vorlagen/${vorlage.id}`,
      payload: {
        name: 'Test-Vorlage',
        berechtigungen: ['personen.lesen', 'personen.bearbeiten'],
        version: 1,
        anwenden: true,
      },
    });
    expect(res.json()).toMatchObject({ status: 'ok', geaendert: 1 });
    const after = (await t.as(admin, { method: 'GET', url: `/api/benutzer/${member.id}` })).json().data;
    // Gained personen.bearbeiten, lost firmen.lesen, kept the own deviation projekte.lesen.
    expect(after.berechtigungen).toEqual(['personen.lesen', 'personen.bearbeiten', 'projekte.lesen']);
    expect(vorlageAbweichung(after.berechtigungen, res.json().data.berechtigungen)).toEqual({
      plus: ['projekte.lesen'],
      minus: [],
    });
    expect((await audit('berechtigung_vorlagen', vorlage.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
    ]);
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/berechtigung-vorlagen/${vorlage.id}` })).json()
        .message,
    ).toBe(messages.vorlageInVerwendung);
  });

  it('anonymises: e-mail must be typed, pseudonym everywhere, no login afterwards, audited', async () => {
    const victim = await t.user({
      permissions: ['personen.lesen', 'personen.bearbeiten'],
      name: 'Vera Vergessen',
    });
    const person = (
      await t.as(victim, { method: 'POST', url: '/api/personen', payload: { vorname: 'P', nachname: 'Q' } })
    ).json().data;
    expect(person.creator_name).toBe('Vera Vergessen');
    const wrong = await t.as(admin, {
      method: 'POST',
      url: `/api/benutzer/${victim.id}/anonymisieren`,
      payload: { email: 'falsch@example.at' },
    });
    expect(wrong.json().errors.email).toEqual([messages.anonymisierenEmailFalsch]);
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/benutzer/${victim.id}/anonymisieren`,
      payload: { email: victim.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: `Anonym #${victim.id}`,
      aktiv: false,
      hat_passwort: false,
      berechtigungen: [],
    });
    expect(res.json().data.anonymisiert_am).toMatch(/^\d{4}-/);
    expect(
      (await t.as(admin, { method: 'GET', url: `/api/personen/${person.id}` })).json().data.creator_name,
    ).toBe(`Anonym #${victim.id}`);
    expect((await login(victim.email, password)).statusCode).toBe(401);
    expect((await t.as(victim, { method: 'GET', url: '/api/personen' })).statusCode).toBe(401);
    const rows = await audit('users', victim.id);
    expect(JSON.stringify(rows)).not.toContain('Vera');
    expect(rows.at(-1)!.user_id).toBe(admin.id);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, victim.id));
    expect(stored!.password_hash).toBeNull();
    const edit = await t.as(admin, {
      method: 'PUT',
      url: `/api/benutzer/${victim.id}`,
      payload: { email: 'x@example.at', name: 'x', version: 9 },
    });
    expect(edit.json().message).toBe(messages.benutzerAnonymisiert);
  });

  it('impersonation: reason, own session ≤ 60 min, original user on audit rows, refusals, notice at next login', async () => {
    const target = await t.user({
      permissions: ['personen.lesen', 'personen.bearbeiten', 'transaktionen.lesen', 'exporte.nutzen'],
      name: 'Theo Target',
    });
    const before = (await t.as(admin, { method: 'GET', url: `/api/benutzer/${target.id}` })).json().data;
    const start = (body: object, who = admin) =>
      t.as(who, { method: 'POST', url: `/api/benutzer/${target.id}/anmelden-als`, payload: body });
    expect((await start({ grund: '' })).json().errors.grund).toEqual([messages.pflichtfeld]);
    expect((await start({ grund: 'x', minuten: 61 })).json().errors.minuten).toEqual([
      messages.anmeldenAlsDauer(60),
    ]);
    expect((await start({ grund: 'x' }, reader)).statusCode).toBe(403);

    const res = await start({ grund: 'Ticket 4711: Fehler nachstellen', minuten: 30 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ id: target.id, originalUser: { id: admin.id, name: 'Ada Admin' } });
    const minutes = (Date.parse(data.user.originalUser.bis) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const as = {
      id: target.id,
      email: target.email,
      cookie: cookieOf(res),
      csrf: data.csrfToken,
      socketToken: '',
    };
    // The administrator's own session in this browser ended.
    expect((await t.as(admin, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);

    const person = await t.as(as, {
      method: 'POST',
      url: '/api/personen',
      payload: { vorname: 'Im', nachname: 'Auftrag' },
    });
    expect(person.statusCode).toBe(200);
    const [row] = await audit('personen', person.json().data.id);
    expect(row).toMatchObject({ user_id: target.id, original_user_id: admin.id });

    const all = await t.as(as, { method: 'GET', url: '/api/kaufobjekte/export' });
    expect(all.statusCode).toBe(403);
    expect(all.json().message).toBe(messages.koExportAlleGesperrt);
    expect(
      (
        await t.as(as, {
          method: 'PUT',
          url: '/api/konto/passwort',
          payload: { aktuell: password, neu: 'Ganz-neues-Passwort' },
        })
      ).json().message,
    ).toBe(messages.alsAndereGesperrt);
    // Even had the target user administration, it stays the administrator's own.
    await t.database.db
      .update(users)
      .set({ berechtigungen: ['benutzer.verwalten'] })
      .where(eq(users.id, target.id));
    const admin403 = await t.as(as, { method: 'GET', url: '/api/benutzer' });
    expect(admin403.statusCode).toBe(403);
    expect(admin403.json().message).toBe(messages.alsAndereGesperrt);
    expect((await t.as(as, { method: 'GET', url: '/api/konto/hinweise' })).json().data).toEqual([]);

    const end = await t.as(as, { method: 'POST', url: '/api/konto/anmelden-als/beenden' });
    expect(end.statusCode).toBe(200);
    expect(end.json().data.user).toMatchObject({ id: admin.id, originalUser: null });
    admin = { ...admin, cookie: cookieOf(end), csrf: end.json().data.csrfToken };
    expect((await t.as(as, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);

    const log = (await t.as(admin, { method: 'GET', url: `/api/benutzer/${target.id}/protokoll` })).json()
      .data;
    expect(log[0]).toMatchObject({
      table_name: 'personen',
      action: 'create',
      user_name: 'Theo Target',
      original_user_name: 'Ada Admin',
    });
    const stored = (await t.as(admin, { method: 'GET', url: `/api/benutzer/${target.id}` })).json().data;
    expect(stored.letzter_login).toBe(before.letzter_login);
    const hinweise = (await t.as(target, { method: 'GET', url: '/api/konto/hinweise' })).json().data;
    expect(hinweise).toEqual([
      expect.objectContaining({ von: 'Ada Admin', grund: 'Ticket 4711: Fehler nachstellen' }),
    ]);
    await t.as(target, { method: 'POST', url: '/api/konto/hinweise/gesehen' });
    expect((await t.as(target, { method: 'GET', url: '/api/konto/hinweise' })).json().data).toEqual([]);
    expect((await t.database.db.select().from(personen)).length).toBeGreaterThan(0);
  });

  it('anonymising also replaces the reasons given for acting as the user, in records, sessions and audit', async () => {
    const victim = await t.user({ permissions: ['personen.lesen'], name: 'Vera Vergessen' });
    const boss = await t.user({ permissions: ['benutzer.verwalten', 'benutzer.anmelden_als'] });
    const grund = 'Anruf von Vera Vergessen, Tel. 0664 1234567';
    const start = await t.as(boss, {
      method: 'POST',
      url: `/api/benutzer/${victim.id}/anmelden-als`,
      payload: { grund, minuten: 30 },
    });
    expect(start.statusCode).toBe(200);
    const as = { ...victim, cookie: cookieOf(start), csrf: start.json().data.csrfToken };
    const open = await t.database.db.select().from(sessions).where(eq(sessions.user_id, victim.id));
    expect(open.map((s) => s.grund)).toContain(grund);

    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/benutzer/${victim.id}/anonymisieren`,
      payload: { email: victim.email },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.as(as, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.user_id, victim.id))).toEqual([]);
    const records = await t.database.db
      .select()
      .from(anmeldungenAls)
      .where(eq(anmeldungenAls.user_id, victim.id));
    expect(records.map((r) => r.grund)).toEqual([messages.grundAnonymisiert]);
    const rows = await audit('anmeldungen_als', records[0]!.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('Vera');
    expect(rows[0]!.changes.grund).toEqual({ old: null, new: messages.grundAnonymisiert });
  });
});
