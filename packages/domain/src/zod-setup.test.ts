import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-setup';

/**
 * Issue 24: every zod issue a schema does not word itself reads as natural German — no 'expected',
 * 'erwartet, dass', type names ('number', 'string'), 'received' or comparison signs.
 */
const english =
  /expected|erwartet|erhalten|received|\bnumber\b|\bstring\b|\bint\b|\barray\b|\bobject\b|\bboolean\b|\bundefined\b|\bNaN\b|Invalid|Too (big|small)|<=|>=|instanceof|Schlüssel|String/;

const message = (schema: z.ZodType, value: unknown): string => {
  const result = schema.safeParse(value);
  expect(result.success, JSON.stringify(value)).toBe(false);
  return result.error!.issues[0]!.message;
};

const cases: Array<[string, z.ZodType, unknown, string]> = [
  ['too_big number', z.number().max(1), 2, 'Darf höchstens 1 sein.'],
  ['too_big number exclusive', z.number().lt(10), 10, 'Muss kleiner als 10 sein.'],
  ['too_big large number', z.number().max(2_147_483_647), 3e9, 'Darf höchstens 2147483647 sein.'],
  ['too_big decimal', z.number().max(0.5), 1, 'Darf höchstens 0,5 sein.'],
  ['too_big string', z.string().max(3), 'abcd', 'Darf höchstens 3 Zeichen haben.'],
  ['too_big array', z.array(z.number()).max(2), [1, 2, 3], 'Darf höchstens 2 Einträge haben.'],
  ['too_small number', z.number().min(3), 1, 'Muss mindestens 3 sein.'],
  ['too_small number exclusive', z.number().positive(), 0, 'Muss größer als 0 sein.'],
  ['too_small int', z.int().min(1), 0, 'Muss mindestens 1 sein.'],
  ['too_small string', z.string().min(3), 'ab', 'Muss mindestens 3 Zeichen haben.'],
  ['too_small string 1', z.string().min(1), '', 'Dieses Feld ist ein Pflichtfeld.'],
  ['too_small array', z.array(z.number()).min(2), [1], 'Muss mindestens 2 Einträge haben.'],
  ['too_small array 1', z.array(z.number()).min(1), [], 'Bitte mindestens einen Eintrag angeben.'],
  ['invalid_type number', z.number(), 'x', 'Bitte eine Zahl angeben.'],
  ['invalid_type NaN', z.number(), Number.NaN, 'Bitte eine Zahl angeben.'],
  ['invalid_type coerce', z.coerce.number(), 'abc', 'Bitte eine Zahl angeben.'],
  ['invalid_type int', z.int(), 'x', 'Bitte eine Zahl angeben.'],
  ['not an integer', z.int(), 1.5, 'Bitte eine ganze Zahl angeben.'],
  ['invalid_type string', z.string(), 5, 'Bitte ein Text angeben.'],
  ['invalid_type boolean', z.boolean(), 'ja', 'Bitte ja oder nein angeben.'],
  ['invalid_type array', z.array(z.string()), 'x', 'Bitte eine Liste angeben.'],
  ['invalid_type object', z.object({ a: z.string() }), 'x', 'Bitte ein Objekt mit Feldern angeben.'],
  ['missing field', z.object({ a: z.string() }), {}, 'Dieses Feld ist ein Pflichtfeld.'],
  ['invalid_format email', z.email(), 'keine-mail', 'Bitte eine gültige E-Mail-Adresse eingeben.'],
  ['invalid_format url', z.url(), 'keine url', 'Bitte eine gültige Adresse (URL) eingeben.'],
  ['invalid_format regex', z.string().regex(/^\d+$/), 'abc', 'Das Format stimmt nicht.'],
  ['invalid_format uuid', z.uuid(), 'x', 'Bitte eine gültige Kennung (UUID) angeben.'],
  ['invalid_format datetime', z.iso.datetime(), 'gestern', 'Bitte einen gültigen Zeitpunkt angeben.'],
  ['invalid_format starts_with', z.string().startsWith('fmk_'), 'x', 'Muss mit „fmk_“ beginnen.'],
  ['invalid_value enum', z.enum(['asc', 'desc']), 'auf', 'Bitte einen der Werte „asc“, „desc“ angeben.'],
  ['invalid_value literal', z.literal('ok'), 'nein', 'Muss „ok“ sein.'],
  ['unrecognized_keys', z.strictObject({ a: z.string() }), { a: 'x', b: 1 }, 'Unbekanntes Feld „b“.'],
  ['unrecognized_keys many', z.strictObject({}), { b: 1, c: 2 }, 'Unbekannte Felder „b“, „c“.'],
  ['not_multiple_of', z.number().multipleOf(5), 3, 'Muss ein Vielfaches von 5 sein.'],
  ['invalid_union', z.union([z.number(), z.boolean()]), 'x', 'Ungültige Eingabe.'],
  ['invalid_key', z.record(z.string().min(2), z.number()), { b: 1 }, 'Ungültiger Feldname.'],
  ['custom', z.string().refine(() => false), 'x', 'Ungültige Eingabe.'],
  ['custom check', z.custom<string>(() => false), 'x', 'Ungültige Eingabe.'],
];

describe('zod speaks German (issue 24)', () => {
  it.each(cases)('%s', (_kind, schema, value, expected) => {
    const text = message(schema, value);
    expect(text).toBe(expected);
    expect(text).not.toMatch(english);
  });

  it('a schema’s own message still wins', () => {
    expect(message(z.number().max(1, 'Eigene Meldung.'), 2)).toBe('Eigene Meldung.');
    expect(message(z.number({ error: 'Bitte eine Zahl eingeben.' }), 'x')).toBe('Bitte eine Zahl eingeben.');
  });
});
