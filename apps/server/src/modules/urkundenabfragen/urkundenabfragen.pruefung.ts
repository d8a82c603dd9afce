import { and, eq, inArray, or, sql } from 'drizzle-orm';
import {
  messages,
  projektSchwelle,
  topNrKern,
  type Felder,
  type Kandidat,
  type Partei,
  type Pruefung,
  suchNorm,
  umlauteFalten,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { angebotsobjekte, firmen, kaufobjekte, projektFirmen, projekte } from '../../db/schema';
import { plausibel } from './urkunde-plausibel';
import { bestaetigt } from './urkunde-text';

/**
 * Cross-checks instead of trusting what was read (issue 14), and the ranked project candidates
 * (DOMAIN 'Deed import (more)': KG+EZ strongest, address, TopNr, Bauträger = Verkäufer).
 */

const bautraegerRolle = 1;

/** 'Petersgasse 81/1/32, 8010 Graz' → street 'petersgasse', number '81'. */
function strasseNr(adresse: string): { strasse: string; nr: string | null } {
  const m = /^(.*?)\s+(\d+)/.exec(adresse.split(',')[0] ?? adresse);
  return m
    ? { strasse: umlauteFalten(m[1]!), nr: m[2]! }
    : { strasse: umlauteFalten(adresse.split(',')[0] ?? ''), nr: null };
}

/** Links parties that are firms to existing Firmen by FN. */
export async function firmenZuordnen(tx: Tx, felder: Felder): Promise<void> {
  const parteien = [felder.kaeufer, felder.verkaeufer].flatMap((f) =>
    Array.isArray(f?.wert) ? (f.wert as Partei[]) : [],
  );
  const fns = [...new Set(parteien.map((p) => p.fbnr).filter((x): x is string => !!x))];
  if (!fns.length) return;
  const found = await tx
    .select({ id: firmen.id, fbnr: firmen.fbnr })
    .from(firmen)
    .where(inArray(firmen.fbnr, fns));
  const byFn = new Map(found.map((f) => [f.fbnr!, f.id]));
  for (const p of parteien) if (p.fbnr) p.firma_id = byFn.get(p.fbnr) ?? null;
}

export async function kandidaten(
  tx: Tx,
  felder: Felder,
  liste: { kg: string | null; ez: number | null },
): Promise<Kandidat[]> {
  const kg = (felder.kg?.wert as string | null) ?? liste.kg;
  const ez = felder.ez?.wert != null ? String(felder.ez.wert) : liste.ez != null ? String(liste.ez) : null;
  const adresse = typeof felder.adresse?.wert === 'string' ? strasseNr(felder.adresse.wert) : null;
  const top = typeof felder.top_nr?.wert === 'string' ? topNrKern(felder.top_nr.wert) : null;
  const verkaeuferFn = (Array.isArray(felder.verkaeufer?.wert) ? (felder.verkaeufer.wert as Partei[]) : [])
    .map((p) => p.fbnr)
    .filter((x): x is string => !!x);

  const bautraeger = verkaeuferFn.length
    ? tx
        .select({ id: projektFirmen.projekt_id })
        .from(projektFirmen)
        .innerJoin(firmen, eq(firmen.id, projektFirmen.firma_id))
        .where(and(eq(projektFirmen.firma_rolle_id, bautraegerRolle), inArray(firmen.fbnr, verkaeuferFn)))
    : null;
  const conditions = [
    kg && ez ? and(eq(projekte.kg, kg), eq(projekte.ez, ez)) : undefined,
    // Compared in the search's normal form on both sides ('münzgrabenstraße' and 'muenzgrabenstrasse').
    adresse?.strasse
      ? sql`f_suchnorm(${projekte.strasse}) like ${`${suchNorm(adresse.strasse.split(' ')[0]!)}%`}`
      : undefined,
    bautraeger ? inArray(projekte.id, bautraeger) : undefined,
  ].filter((c) => c !== undefined);
  if (!conditions.length) return [];
  const rows = await tx
    .select({
      id: projekte.id,
      projektnr: projekte.projektnr,
      name: projekte.name,
      kg: projekte.kg,
      ez: projekte.ez,
      strasse: projekte.strasse,
    })
    .from(projekte)
    .where(or(...conditions))
    .limit(50);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [tops, bts] = await Promise.all([
    tx
      .select({ projekt_id: angebotsobjekte.projekt_id, top_nr: angebotsobjekte.top_nr })
      .from(angebotsobjekte)
      .where(inArray(angebotsobjekte.projekt_id, ids)),
    verkaeuferFn.length
      ? tx
          .select({ projekt_id: projektFirmen.projekt_id })
          .from(projektFirmen)
          .innerJoin(firmen, eq(firmen.id, projektFirmen.firma_id))
          .where(
            and(
              inArray(projektFirmen.projekt_id, ids),
              eq(projektFirmen.firma_rolle_id, bautraegerRolle),
              inArray(firmen.fbnr, verkaeuferFn),
            ),
          )
      : Promise.resolve([] as Array<{ projekt_id: number }>),
  ]);
  const list: Kandidat[] = rows.map((p) => {
    let score = 0;
    const gruende: string[] = [];
    if (kg && ez && p.kg === kg && p.ez === ez) {
      score += 0.5;
      gruende.push(`KG ${kg} und EZ ${ez} stimmen überein`);
    }
    if (adresse && p.strasse) {
      const ps = strasseNr(p.strasse);
      if (ps.strasse === adresse.strasse && ps.nr && ps.nr === adresse.nr) {
        score += 0.25;
        gruende.push(`Adresse ${p.strasse} stimmt überein`);
      } else if (ps.strasse === adresse.strasse) {
        score += 0.1;
        gruende.push(`Straße ${p.strasse} stimmt überein`);
      }
    }
    if (top && tops.some((t) => t.projekt_id === p.id && topNrKern(t.top_nr) === top)) {
      score += 0.1;
      gruende.push(`TopNr ${felder.top_nr?.wert as string} ist ein Angebotsobjekt des Projekts`);
    }
    if (bts.some((b) => b.projekt_id === p.id)) {
      score += 0.2;
      gruende.push('Verkäufer ist Bauträger des Projekts');
    }
    return {
      projekt_id: p.id,
      projektnr: p.projektnr,
      name: p.name,
      score: Math.min(1, Math.round(score * 100) / 100),
      gruende,
    };
  });
  return list.filter((k) => k.score > 0).sort((a, b) => b.score - a.score || a.projektnr - b.projektnr);
}

/** The project proposed automatically: the best candidate at or above the threshold, clearly ahead. */
export function vorschlag(list: Kandidat[]): number | null {
  const [first, second] = list;
  if (!first || first.score < projektSchwelle) return null;
  if (second && first.score - second.score < 0.1) return null;
  return first.projekt_id;
}

/**
 * The project is an independent source too: KG, EZ and the TopNr in its full stair/door form that the
 * project holds confirm what was read ('Top 5' of the project never confirms a deed's 'Top 5/3').
 */
export async function mitProjektAbgleichen(tx: Tx, felder: Felder, projektId: number | null): Promise<void> {
  if (!projektId) return;
  const [p] = await tx
    .select({ kg: projekte.kg, ez: projekte.ez })
    .from(projekte)
    .where(eq(projekte.id, projektId));
  const hoch = (name: 'kg' | 'ez' | 'top_nr') => {
    const f = felder[name];
    if (f && f.bestaetigt === null) f.konfidenz = Math.max(f.konfidenz, bestaetigt);
  };
  if (p?.kg && felder.kg?.wert === p.kg) hoch('kg');
  if (p?.ez && felder.ez?.wert != null && String(felder.ez.wert) === p.ez) hoch('ez');
  const top = typeof felder.top_nr?.wert === 'string' ? topNrKern(felder.top_nr.wert) : null;
  if (top) {
    const tops = await tx
      .select({ top_nr: angebotsobjekte.top_nr })
      .from(angebotsobjekte)
      .where(eq(angebotsobjekte.projekt_id, projektId));
    if (tops.some((t) => topNrKern(t.top_nr) === top)) hoch('top_nr');
  }
}

/** The cross-checks of a read deed against its list entry and the (proposed) project. */
export async function pruefe(
  tx: Tx,
  row: {
    tz: number | null;
    jahr: number;
    gericht: string;
    list_kg: string | null;
    list_ez: number | null;
    kaufobjekt_id?: number | null;
  },
  felder: Felder,
  projektId: number | null,
): Promise<Pruefung[]> {
  const out: Pruefung[] = [];
  const tz = felder.tz?.wert;
  if (tz != null && row.tz !== null && tz !== row.tz)
    out.push({
      code: 'tz',
      feld: 'tz',
      text: `TZ laut Urkunde ${String(tz)} weicht von der Urkundenliste (${row.tz}/${row.jahr}) ab: es gilt die Liste.`,
    });
  const kg = felder.kg?.wert;
  const ez = felder.ez?.wert;
  if (kg != null && row.list_kg && kg !== row.list_kg)
    out.push({
      code: 'kg_liste',
      feld: 'kg',
      text: `KG ${String(kg)} weicht von der Urkundenliste (${row.list_kg}) ab.`,
    });
  if (ez != null && row.list_ez != null && Number(ez) !== row.list_ez)
    out.push({
      code: 'ez_liste',
      feld: 'ez',
      text: `EZ ${String(ez)} weicht von der Urkundenliste (${row.list_ez}) ab.`,
    });
  const netto = felder.kaufpreis_netto?.wert;
  const brutto = felder.kaufpreis_brutto?.wert;
  if (
    typeof netto === 'number' &&
    typeof brutto === 'number' &&
    Math.abs(Math.round(netto * 120) / 100 - brutto) > 0.011
  )
    out.push({
      code: 'ust',
      feld: 'kaufpreis_brutto',
      text: `Brutto ${brutto} ist nicht Netto ${netto} × 1,2.`,
    });
  // Missing and unconfirmed fields (issue 25): nothing silently empty, nothing uncertain unnamed.
  out.push(...plausibel(felder));
  if (Array.isArray(felder.kaeufer?.wert)) {
    for (const p of felder.kaeufer.wert as Partei[])
      if (p.typ === 'firma' && !p.firma_id)
        out.push({
          code: 'firma_neu',
          feld: 'kaeufer',
          text: `Käuferin ${p.name} (FN ${p.fbnr ?? '?'}) ist keine erfasste Firma: sie wird bei der Freigabe angelegt.`,
        });
  }
  if (projektId) {
    const [p] = await tx
      .select({ kg: projekte.kg, ez: projekte.ez })
      .from(projekte)
      .where(eq(projekte.id, projektId));
    if (p?.kg && kg != null && p.kg !== kg)
      out.push({
        code: 'kg_projekt',
        feld: 'kg',
        text: `KG ${String(kg)} passt nicht zum Projekt (KG ${p.kg}).`,
      });
    if (p?.ez && ez != null && p.ez !== String(ez))
      out.push({
        code: 'ez_projekt',
        feld: 'ez',
        text: `EZ ${String(ez)} passt nicht zum Projekt (EZ ${p.ez}).`,
      });
    const top = typeof felder.top_nr?.wert === 'string' ? felder.top_nr.wert : null;
    if (top) {
      const tops = await tx
        .select({ top_nr: angebotsobjekte.top_nr })
        .from(angebotsobjekte)
        .where(eq(angebotsobjekte.projekt_id, projektId));
      if (tops.length && !tops.some((t) => topNrKern(t.top_nr) === topNrKern(top)))
        out.push({
          code: 'top_unbekannt',
          feld: 'top_nr',
          text: `TopNr ${top} ist kein Angebotsobjekt des Projekts.`,
        });
      const [dup] = await tx
        .select({ id: kaufobjekte.id })
        .from(kaufobjekte)
        .where(
          and(
            eq(kaufobjekte.projekt_id, projektId),
            sql`lower(regexp_replace(${kaufobjekte.top_nr}, '^(top|w)\\s*', '', 'i')) = ${topNrKern(top)}`,
            row.kaufobjekt_id ? sql`${kaufobjekte.id} <> ${row.kaufobjekt_id}` : undefined,
          ),
        );
      if (dup) out.push({ code: 'doublette', feld: 'top_nr', text: messages.koDoublette });
    }
  }
  return out;
}
