import { describe, expect, it } from 'vitest';
import { zertifizierungsklasseGueltig } from './zertifizierungen';

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
