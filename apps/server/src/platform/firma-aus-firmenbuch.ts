import { messages, type FbuchAenderung, type FirmenbuchExtract } from '@app/domain';
import type { Tx } from '../db/client';
import { firmen } from '../db/schema';
import type { Actor } from './auth';
import { diffRows, writeAudit } from './audit';
import { FirmenbuchError, type FirmenbuchProvider } from './providers/fbuch';
import type { Geocoder } from './providers/geocoding';

/**
 * A Firma from its Firmenbuch extract: shared by the Firmenbuch queries (fbuch) and the deed import's
 * approval (a buyer Firma named in a deed), so both fill a firm the same way.
 */

/** The firm's fields an extract sets (DOMAIN: name, address, Rechtsform, Sitz, firmenbuch_stand). */
export function extractFields(extract: FirmenbuchExtract) {
  return {
    fbnr: extract.fbnr,
    name: extract.name,
    adresse: extract.adresse,
    plz: extract.plz,
    ort: extract.ort,
    rechtsform: extract.rechtsform,
    sitz: extract.sitz,
    funktionskennung: extract.funktionskennung,
    firmenbuch_stand: extract.stand,
  };
}

/** Coordinates for the extract's address: a result, null (could not be found), undefined (not asked). */
export type ExtractGeo = { lat: number; long: number } | null | undefined;

export function addressMoved(
  before: { adresse: string | null; plz: string | null; ort: string | null } | undefined,
  extract: FirmenbuchExtract,
): boolean {
  return (
    !before || before.adresse !== extract.adresse || before.plz !== extract.plz || before.ort !== extract.ort
  );
}

/** The coordinates to store with the extract: a moved firm never keeps the old address's point. */
export function geoFields(moved: boolean, geo: ExtractGeo) {
  return moved ? { geo_lat: geo?.lat ?? null, geo_long: geo?.long ?? null } : {};
}

/** The audit diff as the review list of the query row (old → new per field). */
export function toAenderungen(changes: Record<string, { old: unknown; new: unknown }>): FbuchAenderung[] {
  const value = (v: unknown) => (v === null || typeof v === 'number' ? v : String(v));
  return Object.entries(changes).map(([feld, c]) => ({ feld, alt: value(c.old), neu: value(c.new) }));
}

export type AuszugOutcome =
  { status: 'success'; extract: FirmenbuchExtract } | { status: 'failed'; message: string };

/** The extract for one FN, or the German reason there is none (unknown FN, service down). */
export async function holeAuszug(provider: FirmenbuchProvider, fbnr: string): Promise<AuszugOutcome> {
  try {
    return { status: 'success', extract: await provider.auszug(fbnr) };
  } catch (e) {
    if (e instanceof FirmenbuchError) return { status: 'failed', message: e.message };
    return {
      status: 'failed',
      message: messages.fbuchDienstFehler(e instanceof Error ? e.message : String(e)),
    };
  }
}

/** Coordinates of the extract's address; null when it has none or the service fails. */
export async function geocodeAuszug(geocoder: Geocoder, extract: FirmenbuchExtract): Promise<ExtractGeo> {
  if (!extract.adresse || !extract.plz) return null;
  try {
    const found = await geocoder.geocode({
      strasse: extract.adresse,
      plz: extract.plz,
      ort: extract.ort,
      land: 'aut',
    });
    return found ? { lat: found.lat, long: found.long } : null;
  } catch {
    return null;
  }
}

/** Creates the firm of an FN no firm has yet, audited; `extra` sets its roles (e.g. ist_kaeufer). */
export async function createFirmaFromExtract(
  tx: Tx,
  actor: Actor,
  extract: FirmenbuchExtract,
  geo?: ExtractGeo,
  extra: { ist_kaeufer?: boolean } = {},
): Promise<{ id: number; changes: FbuchAenderung[] }> {
  const [row] = await tx
    .insert(firmen)
    .values({
      ...extractFields(extract),
      ...geoFields(true, geo),
      ...extra,
      land: 'aut',
      creator_id: actor.userId,
      editor_id: actor.userId,
    })
    .returning();
  const changes = diffRows(null, row!);
  await writeAudit(tx, actor, 'firmen', row!.id, 'create', changes);
  const shown = new Set([...Object.keys(extractFields(extract)), 'geo_lat', 'geo_long']);
  return { id: row!.id, changes: toAenderungen(changes).filter((c) => shown.has(c.feld)) };
}
