import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { keinKaufArt } from '@app/domain';
import { alsWoerter, korpus } from './korpus/bewertung';
import { keinKaufAusText } from './urkunde-art';

interface Deed {
  id: string;
  art: string | null;
  text: string;
}
const deeds = (
  JSON.parse(readFileSync(new URL('./korpus/kein-kauf/kein-kauf.json', import.meta.url), 'utf8')) as {
    deeds: Deed[];
  }
).deeds;

describe('deeds that are no purchase (issue 25 point 5)', () => {
  it.each(deeds.map((d) => [d.id, d] as const))('%s: names its kind, a purchase stays a purchase', (_, d) => {
    expect(keinKaufAusText(alsWoerter(d.text))).toBe(d.art);
  });

  it('reads every purchase of the corpus as a purchase', () => {
    for (const d of korpus()) expect(keinKaufAusText(alsWoerter(d.text)), d.id).toBeNull();
  });

  it('names the kind of a deed list entry; purchases and other deeds are none', () => {
    expect(keinKaufArt('Schenkungsvertrag')).toBe('Schenkungsvertrag');
    expect(keinKaufArt('Übergabevertrag')).toBe('Übergabsvertrag');
    expect(keinKaufArt('Wohnungseigentumsvertrag')).toBe('Wohnungseigentumsvertrag');
    expect(keinKaufArt('Kauf- und Wohnungseigentumsvertrag')).toBeNull();
    expect(keinKaufArt('Pfandbestellungsurkunde')).toBeNull();
  });
});
