import {
  ausstattungsqualitaetenArea,
  type AusstattungsqualitaetSpezialausstattungZeile,
  type OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';

const path = ausstattungsqualitaetenArea.api;

/** SPEC §7: with the BAB's id, or without one before the first save. */
export async function addSpezialausstattung(babId: number | null, spezialausstattungId: number) {
  const url = babId === null ? `${path}/spezialausstattung/add` : `${path}/${babId}/spezialausstattung/add`;
  return (
    await api.post<OkAnswer<AusstattungsqualitaetSpezialausstattungZeile>>(url, {
      spezialausstattung_id: spezialausstattungId,
    })
  ).data;
}

export function removeSpezialausstattung(id: number) {
  return api.delete<OkAnswer<{ id: number }>>(`${path}/spezialausstattung/${id}/delete`);
}
