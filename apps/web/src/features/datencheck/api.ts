import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Abfrage,
  Ausnahme,
  Benachrichtigung,
  BenachrichtigungTab,
  Ergebnis,
  ListAnswer,
  OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';

export const dcKeys = {
  all: ['datencheck'] as const,
  abfragen: (filters: string[]) => ['datencheck', 'abfragen', filters] as const,
  ergebnisse: (id: number, params: object) => ['datencheck', 'ergebnisse', id, params] as const,
  ausnahmen: (params: object) => ['datencheck', 'ausnahmen', params] as const,
  benachrichtigungen: (params: object) => ['benachrichtigungen', params] as const,
};

const laeuft = (a: Abfrage) => a.letzter_lauf?.status === 'waiting' || a.letzter_lauf?.status === 'running';

/** The checks a filter selects, with counts and verlauf; polled while a run waits or runs. */
export function useAbfragen(filters: string[]) {
  return useQuery({
    queryKey: dcKeys.abfragen(filters),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Abfrage>>('/api/datencheck/abfragen', { per_page: 200, 'q[]': filters }, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.data.some(laeuft) ? 2000 : false),
  });
}

export interface ErgebnisParams {
  page: number;
  perPage: number;
  sort: string;
  dir: 'asc' | 'desc';
  filters: string[];
}

/** `stand` changes when a run finishes (latest run and open count): the rows are fetched again. */
export function useErgebnisse(abfrageId: number, p: ErgebnisParams, stand: string, enabled: boolean) {
  return useQuery({
    queryKey: dcKeys.ergebnisse(abfrageId, { ...p, stand }),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Ergebnis>>(
        `/api/datencheck/abfragen/${abfrageId}/ergebnisse`,
        { page: p.page, per_page: p.perPage, sort: p.sort, dir: p.dir, 'q[]': p.filters },
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAbfrageRow(abfrageId: number, idx: string | null) {
  return useQuery({
    queryKey: ['datencheck', 'row', abfrageId, idx],
    queryFn: ({ signal }) =>
      api.get<{ sql: string; beschreibung: string; row: Record<string, unknown> | null; status: string }>(
        `/api/datenqualitaet/abfrage/${abfrageId}/row/${encodeURIComponent(idx!)}`,
        undefined,
        signal,
      ),
    enabled: idx !== null,
  });
}

/** After a write: the checks, results, exceptions and notifications shown anywhere. */
export function useInvalidateDatencheck() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dcKeys.all }),
      client.invalidateQueries({ queryKey: ['benachrichtigungen'] }),
    ]);
}

export function usePruefen() {
  const invalidate = useInvalidateDatencheck();
  return useMutation({
    mutationFn: (what: { abfrageId?: number; idx?: string }) =>
      api.post<OkAnswer<{ ids?: number[]; id?: number }>>(
        what.abfrageId === undefined
          ? '/api/datencheck/pruefen'
          : what.idx === undefined
            ? `/api/datencheck/abfragen/${what.abfrageId}/pruefen`
            : `/api/datencheck/abfragen/${what.abfrageId}/rows/${encodeURIComponent(what.idx)}/pruefen`,
      ),
    onSuccess: () => invalidate(),
  });
}

export function useAusnahmen(params: { page: number; filters: string[] }) {
  return useQuery({
    queryKey: dcKeys.ausnahmen(params),
    queryFn: ({ signal }) =>
      api.get<ListAnswer<Ausnahme>>(
        '/api/datencheck/ausnahmen',
        { page: params.page, per_page: 50, 'q[]': params.filters },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useEmpfaenger(enabled: boolean) {
  return useQuery({
    queryKey: ['datencheck', 'empfaenger'],
    queryFn: ({ signal }) =>
      api.get<OkAnswer<{ id: number; name: string }[]>>('/api/datencheck/empfaenger', undefined, signal),
    enabled,
  });
}

export function useBenachrichtigungen(params: {
  tab: BenachrichtigungTab;
  alle: boolean;
  empfaenger_id?: string | null;
  abfrage_id?: string | null;
}) {
  return useQuery({
    queryKey: dcKeys.benachrichtigungen(params),
    queryFn: ({ signal }) =>
      api.get<OkAnswer<Benachrichtigung[]>>(
        '/api/benachrichtigungen',
        {
          tab: params.tab,
          alle: params.alle ? '1' : '0',
          empfaenger_id: params.empfaenger_id ?? undefined,
          abfrage_id: params.abfrage_id ?? undefined,
        },
        signal,
      ),
  });
}
