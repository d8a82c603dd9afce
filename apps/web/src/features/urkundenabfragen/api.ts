import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formToApi,
  ImportCreateSchema,
  type ImportTab,
  type KaufobjekteImport,
  type OkAnswer,
  type Urkundenabfrage,
} from '@app/domain';
import { postWithProgress } from '../../components/dateien/upload';
import { api, buildUrl } from '../../lib/api-client';

export const importKeys = {
  list: ['urkundenabfragen', 'importe'] as const,
  rows: (id: number, tab: ImportTab) => ['urkundenabfragen', id, 'rows', tab] as const,
  all: (id: number) => ['urkundenabfragen', id] as const,
};
export interface ImportForm {
  gericht: string;
  jahr: string;
  tz_von: string;
  tz_bis: string;
}
export interface RowsAnswer {
  import: KaufobjekteImport;
  rows: Urkundenabfrage[];
  total: number;
}

export function useImporte() {
  return useQuery({
    queryKey: importKeys.list,
    queryFn: ({ signal }) =>
      api
        .get<OkAnswer<KaufobjekteImport[]>>('/api/urkundenabfragen/importe', undefined, signal)
        .then((a) => a.data),
  });
}

export function useCreateImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ImportForm) =>
      api
        // The form's text as the API takes it: year and TZ as JSON numbers (issue 30).
        .post<OkAnswer<{ id: number }>>('/api/urkundenabfragen/importe', formToApi(ImportCreateSchema, form))
        .then((a) => a.data),
    onSuccess: () => void client.invalidateQueries({ queryKey: importKeys.list }),
  });
}

export function useRows(id: number, tab: ImportTab) {
  return useQuery({
    queryKey: importKeys.rows(id, tab),
    queryFn: ({ signal }) =>
      api
        .get<OkAnswer<RowsAnswer>>(`/api/urkundenabfragen/importe/${id}/rows`, { tab }, signal)
        .then((a) => a.data),
  });
}

export const korrigiere = (id: number, body: { feld: string; wert: string | null; version: number }) =>
  api.put<OkAnswer<Urkundenabfrage>>(`/api/urkundenabfragen/${id}/felder`, body).then((a) => a.data);
export const ordneZu = (id: number, body: { projekt_id: number; version: number }) =>
  api.put<OkAnswer<Urkundenabfrage>>(`/api/urkundenabfragen/${id}/projekt`, body).then((a) => a.data);

/** A deed the user already has, as the raw PDF (upload progress through postWithProgress). */
export const uploadUrkunde = (importId: number, file: File, onProgress: (fraction: number) => void) =>
  postWithProgress(
    buildUrl(`/api/urkundenabfragen/importe/${importId}/urkunden`, { name: file.name }),
    () => file,
    'application/pdf',
    onProgress,
    (answer) => answer.data as Urkundenabfrage | undefined,
  );
