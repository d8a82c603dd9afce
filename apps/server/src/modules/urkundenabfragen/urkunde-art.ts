import { keinKaufArt, type KeinKaufArt } from '@app/domain';
import type { Wort } from './urkunde-lesen';

/**
 * Issue 25 point 5: a deed that is no purchase (Schenkung, Übergabe, Wohnungseigentumsvertrag) is told by
 * its structure: the contract named in its heading (the first contract word of the deed's opening, before any
 * later mention such as the seller's own earlier Kaufvertrag), else its parties' roles (Geschenkgeber,
 * Übergeber/Übernehmer) when nobody buys or sells. Null: a purchase, or nothing that says otherwise.
 */
const vertragRe =
  /(kauf-?\s*(?:und|u\.)\s*wohnungseigentumsvertrag|kaufvertrag|bauträgervertrag|kaufanbot|schenkungsvertrag|schenkungs-?\s*und\s*\S*vertrag|übergabs?vertrag|übergabe-?\s*vertrag|wohnungseigentumsvertrag)/i;
/** The opening a heading stands in (a notary's preamble comes first). */
const kopfWoerter = 120;

export function keinKaufAusText(woerter: Wort[]): KeinKaufArt | null {
  const kopf = woerter
    .slice(0, kopfWoerter)
    .map((w) => w.text)
    .join(' ');
  const titel = vertragRe.exec(kopf);
  if (titel) return keinKaufArt(titel[1]);
  const text = woerter.map((w) => w.text).join(' ');
  if (/käufer/i.test(text)) return null;
  if (/geschenk(?:geber|nehmer)/i.test(text)) return 'Schenkungsvertrag';
  if (/übergeber/i.test(text) && /übernehmer/i.test(text)) return 'Übergabsvertrag';
  return null;
}
