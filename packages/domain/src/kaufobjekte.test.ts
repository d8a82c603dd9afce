import { describe, expect, it } from 'vitest';
import './zod-setup';
import {
  istWiederverkauf,
  KaufobjektFieldsSchema,
  kaufobjektFilterFehler,
  KaufobjektKaeuferAddSchema,
  kaufobjektStatus,
  kaufobjektStatusEnter,
  kaufobjektStatusName,
  kaufobjektWerte,
  nichtMarktueblichGrundAktiv,
  preisProQuadratmeter,
} from './kaufobjekte';
import { formToApi } from './form-input';
import { messages } from './messages';

const fieldErrors = (input: Record<string, unknown>) => {
  const r = KaufobjektFieldsSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
/** What a form sends: its text as typed, converted as the web does (issue 30). */
const fromForm = (values: Record<string, unknown>) =>
  KaufobjektFieldsSchema.parse(formToApi(KaufobjektFieldsSchema, values));
const formErrors = (values: Record<string, unknown>) =>
  fieldErrors(formToApi(KaufobjektFieldsSchema, values));

describe('Kaufobjekt status (DOMAIN)', () => {
  it('has the four states with German labels; Enter targets Erfasst', () => {
    expect(kaufobjektStatus.map((s) => `${s.id} ${s.name}`)).toEqual([
      '0 Entwurf',
      '1 Erfasst',
      '2 Geprüft',
      '3 Rückfrage',
    ]);
    expect(kaufobjektStatusName(kaufobjektStatusEnter)).toBe('Erfasst');
    expect(kaufobjektStatusName(9)).toBe('');
  });
  it('accepts 0–3 only, empty means Entwurf', () => {
    expect(KaufobjektFieldsSchema.parse({ projekt_id: 1 }).status).toBe(0);
    expect(KaufobjektFieldsSchema.parse({ projekt_id: 1, status: 3 }).status).toBe(3);
    expect(fromForm({ projekt_id: 1, status: '3' }).status).toBe(3);
    expect(fieldErrors({ projekt_id: 1, status: 4 })).toEqual({ status: messages.statusUngueltig });
    expect(fieldErrors({ projekt_id: 1, status: -1 })).toEqual({ status: messages.statusUngueltig });
  });
});

describe('Kaufobjekt fields (SPEC §5)', () => {
  it('needs a project', () => {
    expect(fieldErrors({})).toEqual({ projekt_id: messages.projektPflicht });
    expect(formErrors({ projekt_id: '' })).toEqual({ projekt_id: messages.projektPflicht });
  });
  it('the API takes JSON values only: true, [7], [], text and German dates are refused (issue 30)', () => {
    for (const [key, bad] of [
      ['nettopreis', true],
      ['bruttopreis', [7]],
      ['ust', []],
      ['nutzflaeche', '72,5'],
      ['nettopreis', '7'],
      ['status', '1'],
      ['tz_jahr', '2020'],
      ['mit_teilungsplan', 'on'],
      ['ist_marktueblich', 'false'],
      ['kaufdatum', '03.02.2024'],
      ['kaufdatum', '2023-02-29'],
      ['projekt_id', '7'],
      ['kaufobjekt_id', '7'],
      ['datei_id', ''],
    ] as const)
      expect(
        KaufobjektFieldsSchema.safeParse({ projekt_id: 1, [key]: bad }).success,
        `${key} ${JSON.stringify(bad)}`,
      ).toBe(false);
  });
  it('prices: ≥ 0, at most 2 decimals, comma accepted in the form', () => {
    const ok = fromForm({
      projekt_id: 1,
      nettopreis: '1.234,56',
      bruttopreis: '0',
      ust: 0.01,
      nutzflaeche: '72,5',
    });
    expect(ok).toMatchObject({ nettopreis: 1234.56, bruttopreis: 0, ust: 0.01, nutzflaeche: 72.5 });
    expect(formErrors({ projekt_id: 1, nettopreis: '-0,01' })).toEqual({
      nettopreis: messages.koBetragNegativ,
    });
    expect(formErrors({ projekt_id: 1, bruttopreis: '1,234' })).toEqual({
      bruttopreis: messages.koZweiNachkommastellen,
    });
    expect(formErrors({ projekt_id: 1, ust: 'zwölf' })).toEqual({ ust: messages.keineZahl });
    expect(fieldErrors({ projekt_id: 1, bruttopreis: 1e12 })).toEqual({
      bruttopreis: messages.wertZuGross,
    });
    expect(fieldErrors({ projekt_id: 1, nutzflaeche: 100_000_000 })).toEqual({
      nutzflaeche: messages.wertZuGross,
    });
    expect(fromForm({ projekt_id: 1, nettopreis: '' }).nettopreis).toBeNull();
    expect(KaufobjektFieldsSchema.parse({ projekt_id: 1, nettopreis: null }).nettopreis).toBeNull();
  });
  it('a negative area says so in words for an area, not Betrag (issue 9 item 13)', () => {
    expect(formErrors({ projekt_id: 1, nutzflaeche: '-5' })).toEqual({
      nutzflaeche: messages.flaecheNegativ,
    });
    expect(fieldErrors({ projekt_id: 1, nutzflaeche: -5 })).toEqual({ nutzflaeche: messages.flaecheNegativ });
  });
  it('dates ISO (the form converts de-AT); tz_jahr 1900–2100', () => {
    expect(fromForm({ projekt_id: 1, kaufdatum: '03.02.2024' }).kaufdatum).toBe('2024-02-03');
    expect(KaufobjektFieldsSchema.parse({ projekt_id: 1, kaufdatum: '2024-02-29' }).kaufdatum).toBe(
      '2024-02-29',
    );
    expect(fieldErrors({ projekt_id: 1, kaufdatum: '2023-02-29' })).toEqual({
      kaufdatum: messages.koDatumUngueltig,
    });
    expect(fieldErrors({ projekt_id: 1, tz_jahr: 1899 })).toEqual({ tz_jahr: messages.koTzJahrUngueltig });
    expect(fieldErrors({ projekt_id: 1, tz_jahr: 2000.5 })).toEqual({ tz_jahr: messages.koTzJahrUngueltig });
    expect(KaufobjektFieldsSchema.parse({ projekt_id: 1, tz_jahr: 2100 }).tz_jahr).toBe(2100);
    expect(fromForm({ projekt_id: 1, tz_jahr: '2100' }).tz_jahr).toBe(2100);
  });
  it('defaults: marktüblich, no Teilungsplan; flags are JSON booleans', () => {
    const v = KaufobjektFieldsSchema.parse({ projekt_id: 1 });
    expect(v).toMatchObject({
      ist_marktueblich: true,
      mit_teilungsplan: false,
      kaufobjekt_id: null,
      datei_id: null,
    });
    expect(
      KaufobjektFieldsSchema.parse({ projekt_id: 1, ist_marktueblich: false, mit_teilungsplan: true }),
    ).toMatchObject({
      ist_marktueblich: false,
      mit_teilungsplan: true,
    });
  });
});

describe('derived values', () => {
  it('wiederverkauf is true exactly when an earlier Kaufobjekt is selected', () => {
    expect(istWiederverkauf(5)).toBe(true);
    expect(istWiederverkauf('5')).toBe(true);
    expect(istWiederverkauf(null)).toBe(false);
    expect(istWiederverkauf('')).toBe(false);
    const base = KaufobjektFieldsSchema.parse({ projekt_id: 1, kaufobjekt_id: 7 });
    expect(kaufobjektWerte(base).wiederverkauf).toBe(true);
    expect(kaufobjektWerte({ ...base, kaufobjekt_id: null }).wiederverkauf).toBe(false);
  });
  it('the nicht-marktüblich reason is only active and kept when not marktüblich', () => {
    expect(nichtMarktueblichGrundAktiv(true)).toBe(false);
    expect(nichtMarktueblichGrundAktiv(false)).toBe(true);
    const fields = KaufobjektFieldsSchema.parse({
      projekt_id: 1,
      nicht_marktueblich_grund: 'Verwandtschaft',
    });
    expect(kaufobjektWerte(fields).nicht_marktueblich_grund).toBeNull();
    expect(kaufobjektWerte({ ...fields, ist_marktueblich: false }).nicht_marktueblich_grund).toBe(
      'Verwandtschaft',
    );
  });
  it('price per m² rounds to cents, needs both values', () => {
    expect(preisProQuadratmeter(480000, 60)).toBe(8000);
    expect(preisProQuadratmeter(100000, 3)).toBe(33333.33);
    expect(preisProQuadratmeter(200000, 3)).toBe(66666.67);
    expect(preisProQuadratmeter(null, 60)).toBeNull();
    expect(preisProQuadratmeter(100, 0)).toBeNull();
  });
});

describe('list filters', () => {
  it('checks prices, project ids and statuses', () => {
    expect(kaufobjektFilterFehler('preis_von', '250.000')).toBeNull();
    expect(kaufobjektFilterFehler('preis_bis', 'viel')).toBe(messages.keineZahl);
    expect(kaufobjektFilterFehler('projekt_id', '12a')).toBe(messages.keineZahl);
    expect(kaufobjektFilterFehler('status', '2')).toBeNull();
    expect(kaufobjektFilterFehler('status', '5')).toBe(messages.statusUngueltig);
    expect(kaufobjektFilterFehler('top_nr', 'irgendwas')).toBeNull();
  });
});

describe('buyer (SPEC §5: a firma or a person)', () => {
  it('needs exactly one of firma_id and person_id', () => {
    expect(KaufobjektKaeuferAddSchema.parse({ firma_id: 3 })).toEqual({
      firma_id: 3,
      person_id: null,
      projektadresse: false,
    });
    expect(KaufobjektKaeuferAddSchema.parse({ person_id: 4, projektadresse: true })).toMatchObject({
      person_id: 4,
      projektadresse: true,
    });
    expect(KaufobjektKaeuferAddSchema.safeParse({ person_id: '4' }).success).toBe(false);
    const none = KaufobjektKaeuferAddSchema.safeParse({ firma_id: null, person_id: null });
    expect(none.success).toBe(false);
    expect(none.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firma_id', messages.koKaeuferPflicht],
    ]);
    const both = KaufobjektKaeuferAddSchema.safeParse({ firma_id: 1, person_id: 2 });
    expect(both.error?.issues[0]?.message).toBe(messages.koKaeuferEinerVonBeiden);
  });
});
