import { describe, expect, it } from 'vitest';
import { umlauteFalten } from './falten';

describe('umlauteFalten', () => {
  it('writes umlauts and ß out, drops other accents and joins the words with the separator', () => {
    expect(umlauteFalten('Conrad-von-Hötzendorf-Straße')).toBe('conrad von hoetzendorf strasse');
    expect(umlauteFalten('Wohnen an der Münzgrabenstraße', '-')).toBe('wohnen-an-der-muenzgrabenstrasse');
    expect(umlauteFalten('Schötz', '')).toBe('schoetz');
    expect(umlauteFalten('ÄÖÜ Petrović, Renée', '')).toBe('aeoeuepetrovicrenee');
  });
  it('leaves no separator at either end and nothing of a text without letters or digits', () => {
    expect(umlauteFalten(' – Top 5/3 – ', '-')).toBe('top-5-3');
    expect(umlauteFalten('–·–')).toBe('');
  });
});
