import { describe, expect, it } from 'vitest';
import './zod-setup';
import { messages } from './messages';
import {
  bundeslandName,
  bundeslaender,
  ErfassungsnotizCreateSchema,
  notizCounts,
  ProjektFieldsSchema,
  ProjektFirmaAddSchema,
  projektRollen,
  ProjektUrlCreateSchema,
  sortNotizen,
  urlTypen,
} from './projekte';
import { isWebUrl, normalizeWebUrl } from './fields';
import { formToApi } from './form-input';

/** What a form sends: its text as typed, converted as the web does (issue 30). */
const fromForm = (values: Record<string, unknown>) =>
  ProjektFieldsSchema.safeParse(formToApi(ProjektFieldsSchema, values));

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Projekt fields', () => {
  const valid = { projektnr: '4711', name: ' Wohnpark Donaufeld ' };

  it('takes coordinates as typed in de-AT, with a decimal comma (the form converts them)', () => {
    const parsed = fromForm({ ...valid, geo_lat: '48,2086', geo_long: '16,3731' }).data;
    expect(parsed).toMatchObject({ geo_lat: 48.2086, geo_long: 16.3731 });
    expect(fromForm({ ...valid, geo_lat: '48,2,1' }).success).toBe(false);
  });

  it('the API takes JSON numbers only: text, true, [7] and [] are refused (issue 30)', () => {
    const api = { projektnr: 4711, name: 'X' };
    expect(ProjektFieldsSchema.parse(api)).toMatchObject({ projektnr: 4711, status: 1, geo_lat: null });
    for (const bad of ['48.2', '48,2', true, [7], [], '0x3'])
      for (const key of ['geo_lat', 'bundesland_id', 'status', 'projektnr'])
        expect(ProjektFieldsSchema.safeParse({ ...api, [key]: bad }).success, `${key} ${String(bad)}`).toBe(
          false,
        );
  });

  it('takes form text: numbers from strings, empty strings become null, status defaults to 1', () => {
    const parsed = fromForm({
      ...valid,
      strasse: '',
      plz: '1210',
      bundesland_id: '9',
      geo_lat: '48.25',
      geo_long: '',
      kg: '01613',
    }).data;
    expect(parsed).toEqual({
      projektnr: 4711,
      name: 'Wohnpark Donaufeld',
      strasse: null,
      plz: '1210',
      ort: null,
      bezirk: null,
      bundesland_id: 9,
      geo_lat: 48.25,
      geo_long: null,
      kg: '01613',
      ez: null,
      status: 1,
    });
  });

  it('requires a positive whole projektnr and a name', () => {
    expect(errorsOf(fromForm({ projektnr: '', name: '' }))).toEqual({
      projektnr: messages.pflichtfeld,
      name: messages.pflichtfeld,
    });
    for (const bad of ['0', '-3', '1.5', 'abc', '2147483648']) {
      expect(errorsOf(fromForm({ ...valid, projektnr: bad })).projektnr, bad).toBeDefined();
    }
    // Text that is not a number says it must be a number, not 'Pflichtfeld' (issue 9 item 13).
    for (const bad of ['abc', '24x', '1,5', 'zwölf', true]) {
      expect(errorsOf(fromForm({ ...valid, projektnr: bad })).projektnr, String(bad)).toBe(
        messages.projektnrUngueltig,
      );
    }
    for (const blank of ['', '  ', null, undefined]) {
      expect(errorsOf(fromForm({ ...valid, projektnr: blank })).projektnr, String(blank)).toBe(
        messages.pflichtfeld,
      );
    }
    expect(fromForm({ ...valid, projektnr: ' 24060 ' }).data?.projektnr).toBe(24060);
    expect(fromForm({ ...valid, projektnr: '1' }).success).toBe(true);
    expect(ProjektFieldsSchema.safeParse({ ...valid, projektnr: 2147483647 }).success).toBe(true);
  });

  it('checks PLZ (4 digits), KG (5 digits), Bundesland 1–9 and coordinates at their boundaries', () => {
    const check = (field: string, value: unknown) =>
      errorsOf(ProjektFieldsSchema.safeParse({ ...valid, [field]: value }))[field];
    expect(check('plz', '1010')).toBeUndefined();
    expect(check('plz', '101')).toBe(messages.plzUngueltig);
    expect(check('plz', '10100')).toBe(messages.plzUngueltig);
    expect(check('plz', '1O10')).toBe(messages.plzUngueltig);
    expect(check('kg', '01001')).toBeUndefined();
    expect(check('kg', '0100')).toBe(messages.kgUngueltig);
    expect(check('kg', '010011')).toBe(messages.kgUngueltig);
    expect(check('bundesland_id', 1)).toBeUndefined();
    expect(check('bundesland_id', 9)).toBeUndefined();
    expect(check('bundesland_id', 0)).toBe(messages.bundeslandUngueltig);
    expect(check('bundesland_id', 10)).toBe(messages.bundeslandUngueltig);
    expect(check('geo_lat', 90)).toBeUndefined();
    expect(check('geo_lat', 90.0001)).toBe(messages.projektKoordinateUngueltig);
    expect(check('geo_long', -180)).toBeUndefined();
    expect(check('geo_long', -180.5)).toBe(messages.projektKoordinateUngueltig);
    expect(check('status', 4)).toBe(messages.statusUngueltig);
  });

  it('knows the seeded catalogues by id', () => {
    expect(bundeslaender).toHaveLength(9);
    expect(bundeslandName(9)).toBe('Wien');
    expect(bundeslandName(1)).toBe('Burgenland');
    expect(bundeslandName(10)).toBeNull();
    expect(projektRollen.map((r) => r.key)).toEqual([
      'bautraeger',
      'gu',
      'architekt',
      'verkaeufer',
      'makler',
      'hausverwaltung',
    ]);
    expect(urlTypen.map((t) => t.name)).toEqual([
      'Projektwebsite',
      'Bauträger-Website',
      'Inserat',
      'Presse',
      'Sonstige',
    ]);
  });
});

describe('Projekt firm and URL assignments', () => {
  it('a project firm needs firma_id (SPEC §5) and a role; creator_id and editor_id are ignored', () => {
    expect(errorsOf(ProjektFirmaAddSchema.safeParse({ firma_rolle_id: 2 }))).toEqual({
      firma_id: messages.firmaPflicht,
    });
    expect(errorsOf(ProjektFirmaAddSchema.safeParse({ firma_id: null, firma_rolle_id: 7 }))).toEqual({
      firma_id: messages.firmaPflicht,
      firma_rolle_id: messages.rolleUngueltig,
    });
    expect(ProjektFirmaAddSchema.safeParse({ firma_id: '5', firma_rolle_id: 2 }).success).toBe(false);
    expect(ProjektFirmaAddSchema.parse({ firma_id: 5, firma_rolle_id: 2, creator_id: 99 })).toMatchObject({
      firma_id: 5,
      firma_rolle_id: 2,
    });
  });

  it('accepts only http(s) URLs with a host', () => {
    for (const ok of [
      'https://www.wohnpark.at',
      'http://example.at/projekt?id=1#top',
      'https://bauträger.at',
      'http://10.0.0.1:8080/x',
    ]) {
      expect(isWebUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'www.wohnpark.at',
      'ftp://example.at',
      'javascript:alert(1)',
      'https://',
      'https:// x.at',
      'https://a b.at',
    ]) {
      expect(isWebUrl(bad), bad).toBe(false);
    }
    expect(
      errorsOf(ProjektUrlCreateSchema.safeParse({ data: { url: '', typ_id: 6, projekt_id: 1 } })),
    ).toEqual({
      'data.url': messages.pflichtfeld,
      'data.typ_id': messages.urlTypUngueltig,
    });
  });

  it('compares URLs in a normal form: scheme and host case, default port, slash of an empty path (issue 27)', () => {
    for (const same of [
      'https://wollzeile.at',
      'https://wollzeile.at/',
      'HTTPS://Wollzeile.AT/',
      'https://wollzeile.at:443',
      'https://WOLLZEILE.at:443/',
    ]) {
      expect(normalizeWebUrl(same), same).toBe('https://wollzeile.at');
    }
    expect(normalizeWebUrl('http://x.at:80/?a=1')).toBe('http://x.at?a=1');
    expect(normalizeWebUrl('http://X.at/#oben')).toBe('http://x.at#oben');
    // What differs stays: another port, the path and its case, query, a trailing slash of a path.
    expect(normalizeWebUrl('http://x.at:443/')).toBe('http://x.at:443');
    expect(normalizeWebUrl('https://x.at:8443/Preise/')).toBe('https://x.at:8443/Preise/');
    expect(normalizeWebUrl('https://X.at/Preise?Top=1')).toBe('https://x.at/Preise?Top=1');
    expect(normalizeWebUrl('http://[::1]:80/')).toBe('http://[::1]');
    expect(normalizeWebUrl('www.wohnpark.at')).toBe('www.wohnpark.at');
  });
});

describe('Erfassungsnotizen', () => {
  it('needs a text', () => {
    expect(errorsOf(ErfassungsnotizCreateSchema.safeParse({ text: '   ' }))).toEqual({
      text: messages.pflichtfeld,
    });
  });

  it('counts alle, offen, erledigt and sorts newest first', () => {
    expect(notizCounts([])).toEqual({ alle: 0, offen: 0, erledigt: 0 });
    expect(notizCounts([{ erledigt: true }, { erledigt: false }, { erledigt: false }])).toEqual({
      alle: 3,
      offen: 2,
      erledigt: 1,
    });
    const notes = [
      { id: 1, created: '2026-01-01T10:00:00.000Z' },
      { id: 3, created: '2026-03-01T10:00:00.000Z' },
      { id: 2, created: '2026-03-01T10:00:00.000Z' },
      { id: 4, created: '2025-12-31T23:59:59.999Z' },
    ];
    expect(sortNotizen(notes).map((n) => n.id)).toEqual([3, 2, 1, 4]);
  });
});
