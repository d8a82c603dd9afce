import { describe, expect, it } from 'vitest';
import {
  ZertifizierungCreateSchema,
  zertifizierungsklasseGueltig,
  zertifizierungsTypKeys,
  zertifizierungsTypName,
} from './zertifizierungen';
import { messages } from './messages';

describe('certification classes depend on the type', () => {
  it('accepts only the classes of the type', () => {
    expect(zertifizierungsklasseGueltig('klimaaktiv', 'Gold')).toBe(true);
    expect(zertifizierungsklasseGueltig('klimaaktiv', 'Platin')).toBe(false);
    expect(zertifizierungsklasseGueltig('leed', 'Platinum')).toBe(true);
    expect(zertifizierungsklasseGueltig('oegni', 'Platinum')).toBe(false);
    expect(zertifizierungsklasseGueltig('breeam', 'Very Good')).toBe(true);
    expect(zertifizierungsklasseGueltig('eu_taxonomie', 'konform')).toBe(true);
  });
  it('ÖGNB/TQB takes points 0 to 1000', () => {
    expect(zertifizierungsklasseGueltig('oegnb', '0')).toBe(true);
    expect(zertifizierungsklasseGueltig('oegnb', '1000')).toBe(true);
    expect(zertifizierungsklasseGueltig('oegnb', '1001')).toBe(false);
    expect(zertifizierungsklasseGueltig('oegnb', '-1')).toBe(false);
    expect(zertifizierungsklasseGueltig('oegnb', 'Gold')).toBe(false);
  });
});

describe('Zertifizierung schema', () => {
  const fehler = (input: unknown) => {
    const r = ZertifizierungCreateSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('rejects a class not of the type', () => {
    expect(fehler({ projekt_id: 1, typ_id: 'klimaaktiv', klasse: 'Gold' })).toEqual({});
    expect(fehler({ projekt_id: 1, typ_id: 'klimaaktiv', klasse: 'Platinum' })).toEqual({
      klasse: messages.zertifizierungKlasseUngueltig,
    });
    expect(fehler({ projekt_id: 1, typ_id: 'leed', klasse: '' })).toEqual({ klasse: messages.pflichtfeld });
    expect(fehler({ projekt_id: 1, typ_id: 'dgnb', klasse: 'Gold' })).toEqual({
      typ_id: messages.zertifizierungTypUngueltig,
    });
  });
  it('ÖGNB/TQB: whole points 0–1000, as text (the class is text: issue 30, no number)', () => {
    expect(ZertifizierungCreateSchema.parse({ projekt_id: 1, typ_id: 'oegnb', klasse: '1000' }).klasse).toBe(
      '1000',
    );
    expect(
      ZertifizierungCreateSchema.safeParse({ projekt_id: 1, typ_id: 'oegnb', klasse: 1000 }).success,
    ).toBe(false);
    expect(fehler({ projekt_id: 1, typ_id: 'oegnb', klasse: '0' })).toEqual({});
    expect(fehler({ projekt_id: 1, typ_id: 'oegnb', klasse: '1001' })).toEqual({
      klasse: messages.zertifizierungPunkteUngueltig,
    });
    expect(fehler({ projekt_id: 1, typ_id: 'oegnb', klasse: '12,5' })).toEqual({
      klasse: messages.zertifizierungPunkteUngueltig,
    });
  });
  it('type names for display', () => {
    expect(zertifizierungsTypName('oegni')).toBe('ÖGNI/DGNB');
    expect(zertifizierungsTypKeys).toEqual([
      'klimaaktiv',
      'oegni',
      'leed',
      'breeam',
      'oegnb',
      'eu_taxonomie',
    ]);
  });
});
