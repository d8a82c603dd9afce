import {
  feldLabels,
  feldNamen,
  konfidenzSchwelle,
  type FeldName,
  type Felder,
  type Pruefung,
} from '@app/domain';
import { bestaetigt } from './urkunde-text';

/**
 * The checks that need no database (issue 25 rule 1): every field that is missing or read without an
 * independent confirmation is named, so nothing is silently empty and nothing uncertain passes.
 */

/** Fields a purchase deed always states (net price only with VAT: the reader leaves an empty net field then). */
const pflicht: FeldName[] = feldNamen.filter((f) => f !== 'kaufpreis_netto');

export function plausibel(felder: Felder): Pruefung[] {
  const out: Pruefung[] = [];
  for (const name of feldNamen) {
    const f = felder[name];
    if (f?.bestaetigt != null) continue;
    const leer = !f || f.wert == null || (Array.isArray(f.wert) && !f.wert.length);
    if (leer && (pflicht.includes(name) || f))
      out.push({
        code: `${name}_fehlt`,
        feld: name,
        text: `${feldLabels[name]}: nicht in der Urkunde gefunden.`,
      });
    else if (f && f.konfidenz < konfidenzSchwelle)
      out.push({
        code: 'unsicher',
        feld: name,
        text: `${feldLabels[name]}: gelesen, aber durch nichts in der Urkunde bestätigt – bitte prüfen.`,
      });
  }
  return out;
}

/**
 * The register's list entry is an independent source for TZ, KG and EZ: a value that matches it is
 * confirmed (a differing one is named by the list checks).
 */
export function mitListeAbgleichen(
  felder: Felder,
  liste: { tz?: number | null; kg?: string | null; ez?: number | null },
): void {
  const gleich: Array<[FeldName, unknown]> = [
    ['tz', liste.tz],
    ['kg', liste.kg],
    ['ez', liste.ez],
  ];
  for (const [name, wert] of gleich) {
    const f = felder[name];
    if (f && wert != null && f.wert != null && String(f.wert) === String(wert))
      f.konfidenz = Math.max(f.konfidenz, bestaetigt);
  }
}
