import type { Feld, Partei } from '@app/domain';
import { alle, bestaetigt, feld, span, unbestaetigt, type Text } from './urkunde-text';

/**
 * The share of the unit each party buys or sells (issue 25): written after the party ('zu 1/2 Anteil'),
 * or for all parties of one role ('die Käufer … je zur Hälfte', 'als Erwerber, zu gleichen Teilen', 'für
 * Lukas Berger und Julia Berger je zur Hälfte', 'je 42/1936 Anteile' / '2 x 44/4102 Anteile'). A share is
 * set only when the wording gives it; otherwise it stays empty for the review.
 */

/** 'zu 1/2 Anteil', 'zur Hälfte' right after a party's identity. */
export function eigenerAnteil(danach: string): string | null {
  const m =
    /^[\s,]*(?:\(?\s*)?zu(?:r)?\s+(?:(\d{1,2})\s?\/\s?(\d{1,2})\b(?!\s?\/)|(ideellen\s+)?Hälfte)/.exec(
      danach,
    );
  if (!m) return null;
  if (!m[1]) return '1/2';
  return Number(m[1]) <= Number(m[2]) ? `${Number(m[1])}/${Number(m[2])}` : null;
}

const gemeinsam =
  /\bje\s+zur\s+(?:ideellen\s+)?Hälfte\b|\bje\s+zu\s+1\s?\/\s?2\b|\bzu\s+gleichen\s+Teilen\b|\bje\s+\d{1,4}\s?\/\s?\d{2,6}\s+Anteil|\b2\s?x\s?\d{1,4}\s?\/\s?\d{2,6}\s+Anteil/g;
const rollenWort: Record<'kaeufer' | 'verkaeufer', RegExp> = {
  kaeufer: /\b(?:Käufer|Erwerber|Wohnungseigentumsbewerber)\w*/g,
  verkaeufer: /\b(?:Verkäufer|Veräußerer|Übergeber)\w*/g,
};

/** The role an equal-shares phrase speaks of: all its parties named just before it, else its nearest role word. */
function rolleVor(davor: string, rollen: Record<'kaeufer' | 'verkaeufer', Partei[]>) {
  for (const key of ['kaeufer', 'verkaeufer'] as const) {
    const namen = rollen[key].map((p) => p.nachname ?? p.name).filter(Boolean);
    if (namen.length >= 2 && namen.every((n) => davor.slice(-120).includes(n))) return key;
  }
  let best: { key: 'kaeufer' | 'verkaeufer'; at: number } | null = null;
  for (const key of ['kaeufer', 'verkaeufer'] as const)
    for (const m of davor.slice(-100).matchAll(rollenWort[key]))
      if (!best || m.index > best.at) best = { key, at: m.index };
  return best?.key ?? null;
}

/** Equal shares of two or more parties of one role, from the phrases anywhere in the deed. */
export function gleicheAnteile(text: string, rollen: Record<'kaeufer' | 'verkaeufer', Partei[]>): void {
  for (const m of alle(gemeinsam, text)) {
    const key = rolleVor(text.slice(Math.max(0, m.index - 200), m.index), rollen);
    const parteien = key ? rollen[key] : [];
    const n = parteien.length;
    if (n < 2 || (/Hälfte|1\s?\/\s?2|2\s?x/.test(m[0]) && n !== 2)) continue;
    for (const p of parteien) p.anteil ??= `1/${n}`;
  }
}

/**
 * The unit's land-register share ('58/1612 Anteile', '2 x 44/4102 Anteilen') and its B-LNR ('B-LNr 24'), each
 * with its words; certain only when every mention agrees and there are two.
 */
export function leseObjektAnteile(t: Text): { anteile?: Feld; blnr?: Feld } {
  const anteile = alle(
    /\b((?:\d\s?x\s?)?\d{1,5}\s?\/\s?\d{2,6})\s+(?:Miteigentums)?[Aa]nteil(?:e|en)?\b/d,
    t.text,
  ).map((m) => {
    const wert = m[1]!.replace(/\s+/g, '');
    return { wert: wert.replace('x', ' x '), key: wert, from: span(m, 1)[0], to: span(m, 1)[1] };
  });
  const blnr = alle(/\bB-LN[Rr]\.?\s*(\d{1,4})\b/d, t.text).map((m) => ({
    wert: m[1]!,
    key: m[1]!,
    from: span(m, 1)[0],
    to: span(m, 1)[1],
  }));
  const out: { anteile?: Feld; blnr?: Feld } = {};
  for (const [name, k] of [
    ['anteile', anteile],
    ['blnr', blnr],
  ] as const) {
    if (!k.length) continue;
    const einig = new Set(k.map((x) => x.key)).size === 1 && k.length >= 2;
    out[name] = feld(t, k[0]!.wert, k[0]!.from, k[0]!.to, einig ? bestaetigt : unbestaetigt);
  }
  return out;
}
