import type { Feld } from '@app/domain';
import {
  alle,
  bestaetigt,
  betragRe,
  feld,
  parseBetrag,
  unbestaetigt,
  waehrungVor,
  type Text,
} from './urkunde-text';
import { zahlwort } from './zahlwort';

/**
 * The price from the Kaufpreis passage: every amount with the words before it (netto, Umsatzsteuer,
 * insgesamt, für die Wohnung …). A price is confirmed by a second reading: net + 20 % VAT = gross, the
 * parts add up to the total, the amount in words, or the same price named again.
 */

interface Betrag {
  wert: number;
  from: number;
  to: number;
  art: 'ust' | 'gesamt' | 'netto' | 'teil' | 'rate' | 'einfach';
}

const betragSuche = new RegExp(String.raw`(?:${waehrungVor}${betragRe}|${betragRe}\s*(?:EUR|€|Euro)\b)`, 'd');
const ende = /Übergabe|Aufsandung|Gewährleistung|Lastenfreistellung|Rechtsmängel|Sicherstellung|Rücktritt/;

function art(davor: string, danach: string): Betrag['art'] {
  const d = davor.toLowerCase();
  // A share of the price ('45 %, somit € 123.705,00', '10 % nach Baubeginn EUR …'): a rate, not the price.
  if (/\d\s?%/.test(d) && !/umsatzsteuer|\bust\b|mwst|mehrwertsteuer/.test(d)) return 'rate';
  if (/insgesamt|gesamtkaufpreis|gesamtpreis|gesamt\b|brutto|somit|summe|inkl|einschlie(?:ß|ss)lich/.test(d))
    return 'gesamt';
  if (/umsatzsteuer|\bust\b|mwst|mehrwertsteuer/.test(d)) return 'ust';
  if (
    /netto|exkl|ohne\s+(?:ust|umsatzsteuer)/.test(d) ||
    /^\s*(?:\(?netto\)?|zuzüglich|zzgl|exkl|\+\s*\d{1,2}\s*%)/i.test(danach)
  )
    return 'netto';
  if (/\bfür\b|entf(?:a|ä)ll|davon/.test(d) || /^[\s,]*(?:für|entf(?:a|ä)ll)/i.test(danach)) return 'teil';
  return 'einfach';
}

/** The amount in words right after the digits ('in Worten: Euro …', '(Euro …)', '(… Euro)', '(…)'). */
function inWorten(text: string, from: number): number | null {
  const m =
    /^[^A-Za-zäöü]{0,12}(?:\(\s*(?:in\s+Worten\s*:?\s*)?(?:(?:Euro|EUR)\s+)?|(?:in\s+Worten\s*:?\s*)?(?:Euro|EUR)\s+)([a-zäöüß]+(?:\s*(?:[a-zäöüß]+))*?)(?:\s*(?:Euro|Cent|\)|,|\.|\s(?:zuzüglich|netto|brutto|und\s+\d)))/i.exec(
      text.slice(from, from + 200),
    );
  return m ? zahlwort(m[1]!) : null;
}

export function lesePreis(t: Text): { netto?: Feld; brutto?: Feld; ustOhneNetto: boolean } {
  // The passage opens with 'Kaufpreis'; a deed that says only 'Preis' or 'Fixpreis' opens it there.
  const anker = /(?:Gesamt)?[Kk]aufpreis/.exec(t.text) ?? /\b(?:Fix|Gesamt)?[Pp]reis\b/.exec(t.text);
  if (!anker) return { ustOhneNetto: false };
  let bis = Math.min(t.text.length, anker.index + 900);
  const schluss = ende.exec(t.text.slice(anker.index + 40, bis));
  if (schluss) bis = anker.index + 40 + schluss.index;
  const betraege: Betrag[] = [];
  let prev = anker.index;
  for (const m of alle(betragSuche, t.text, anker.index, bis)) {
    const wert = parseBetrag(m[1] ?? m[2] ?? '');
    if (wert == null || wert < 1000) continue;
    const from = m.index;
    const to = m.index + m[0].length;
    betraege.push({
      wert,
      from,
      to,
      art: art(t.text.slice(Math.max(prev, from - 80), from), t.text.slice(to, to + 30)),
    });
    prev = to;
  }
  const passage = t.text.slice(anker.index, bis);
  const ustErwaehnt =
    /umsatzsteuer|\bUSt\b|MwSt/i.test(passage) &&
    !/umsatzsteuerfrei|keine\s+Umsatzsteuer|ohne\s+Umsatzsteuer/i.test(passage);
  if (!betraege.length) return { ustOhneNetto: false };
  const gleich = (a: number, b: number) => Math.abs(a - b) < 0.011;
  const erster = (a: Betrag['art']) => betraege.find((b) => b.art === a);
  const gesamt = erster('gesamt');
  const ust = erster('ust');
  const netto =
    erster('netto') ?? (ust ? betraege.find((b) => b.art === 'einfach' && b.from < ust.from) : undefined);
  const teile = betraege.filter((b) => b.art === 'teil');

  if (netto && ust) {
    const stimmt = gleich(Math.round(netto.wert * 20) / 100, ust.wert);
    const summe = Math.round((netto.wert + ust.wert) * 100) / 100;
    const level = stimmt && (!gesamt || gleich(summe, gesamt.wert)) ? bestaetigt : unbestaetigt;
    return {
      netto: feld(t, netto.wert, netto.from, netto.to, level),
      brutto: gesamt
        ? feld(t, gesamt.wert, gesamt.from, gesamt.to, level)
        : feld(t, summe, netto.from, ust.to, level),
      ustOhneNetto: false,
    };
  }
  const haupt = gesamt ?? betraege.find((b) => b.art === 'einfach') ?? betraege[0]!;
  let level = unbestaetigt;
  if (
    teile.length >= 2 &&
    gesamt &&
    gleich(
      teile.reduce((s, b) => s + b.wert, 0),
      gesamt.wert,
    )
  )
    level = bestaetigt;
  else if (teile.length && !gesamt) level = unbestaetigt;
  else if (inWorten(t.text, haupt.to) === haupt.wert) level = bestaetigt;
  else if (!teile.length && wiederholt(t, haupt)) level = bestaetigt;
  return { brutto: feld(t, haupt.wert, haupt.from, haupt.to, level), ustOhneNetto: ustErwaehnt };
}

/** The same price named again elsewhere with 'Kaufpreis' (Treuhand, Grunderwerbsteuer). */
function wiederholt(t: Text, b: Betrag): boolean {
  return alle(betragSuche, t.text).some((m) => {
    if (m.index === b.from) return false;
    if (parseBetrag(m[1] ?? m[2] ?? '') !== b.wert) return false;
    return /kaufpreis/i.test(t.text.slice(Math.max(0, m.index - 80), m.index));
  });
}
