import { eq } from 'drizzle-orm';
import { messages, normalizeWebUrl, type ProjektUrl, type ProjektUrlFields } from '@app/domain';
import type { Db } from '../../db/client';
import { projektUrls, urlTypen } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { isUniqueViolation, ValidationError } from '../../platform/errors';
import { versionedTable } from '../../platform/versioned-table';
import { getProjekt } from './projekte.service';

const projektUrlsTable = versionedTable(projektUrls);

/**
 * SPEC §7 `POST /api/projekte/url/create`; the same URL twice in a project is refused (unique index). The
 * URL is stored in its normal form (issue 27), so `https://X.at/` and `https://x.at` are the same one.
 */
export async function createProjektUrl(db: Db, actor: Actor, fields: ProjektUrlFields): Promise<ProjektUrl> {
  await getProjekt(db, fields.projekt_id);
  const normal = { ...fields, url: normalizeWebUrl(fields.url) };
  const row = await projektUrlsTable.insert(db, actor, normal).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw ValidationError.field('data.url', messages.urlDoppelt);
    throw error;
  });
  const [typ] = await db.select({ name: urlTypen.name }).from(urlTypen).where(eq(urlTypen.id, row.typ_id));
  return {
    id: row.id,
    projekt_id: row.projekt_id,
    url: row.url,
    typ_id: row.typ_id,
    typ_name: typ?.name ?? '',
    created: row.created,
  };
}

export function deleteProjektUrl(db: Db, actor: Actor, id: number): Promise<void> {
  return projektUrlsTable.remove(db, actor, id);
}
