import { eq } from 'drizzle-orm';
import { messages, type ProjektFirma } from '@app/domain';
import type { Db } from '../../db/client';
import { firmen, projektFirmen } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { databaseErrorCode, ValidationError } from '../../platform/errors';
import { versionedTable } from '../../platform/versioned-table';
import { findProjektFirma } from './projekte.repository';
import { getProjekt } from './projekte.service';

const projektFirmenTable = versionedTable(projektFirmen);
const uniqueViolation = '23505';

/**
 * SPEC §7 `POST /api/projekt/{projekt_id}/firma/add`. The session user is creator and editor, whatever
 * the body says.
 */
export async function addProjektFirma(
  db: Db,
  actor: Actor,
  projektId: number,
  input: { firma_id: number; firma_rolle_id: number },
): Promise<ProjektFirma> {
  await getProjekt(db, projektId);
  const [firma] = await db.select({ id: firmen.id }).from(firmen).where(eq(firmen.id, input.firma_id));
  if (!firma) throw ValidationError.field('firma_id', messages.firmaNichtGefunden);
  try {
    const row = await projektFirmenTable.insert(db, actor, {
      projekt_id: projektId,
      firma_id: input.firma_id,
      firma_rolle_id: input.firma_rolle_id,
    });
    return (await findProjektFirma(db, row.id))!;
  } catch (error) {
    if (databaseErrorCode(error) === uniqueViolation) throw ValidationError.field('firma_id', messages.firmaBereitsZugeordnet);
    throw error;
  }
}

export function removeProjektFirma(db: Db, actor: Actor, id: number): Promise<void> {
  return projektFirmenTable.remove(db, actor, id);
}
