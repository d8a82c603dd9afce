import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { schnellfilterZeitraum, type MonitorSchnellfilter } from '@app/domain';

/** The monitor's filters as they live in the URL (bookmarkable; SPEC §9: the page resets on a change). */
export interface MonitorFilterState {
  kunde_id: string;
  kunde: string;
  projekt_id: string;
  projekt: string;
  admin: string;
  von: string;
  bis: string;
  page: number;
}

/** Today as the browser's calendar day (the staff are in Vienna). */
export function heute(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function useMonitorFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo<MonitorFilterState>(() => {
    const standard = schnellfilterZeitraum('7', heute());
    return {
      kunde_id: params.get('kunde_id') ?? '',
      kunde: params.get('kunde') ?? '',
      projekt_id: params.get('projekt_id') ?? '',
      projekt: params.get('projekt') ?? '',
      admin: params.get('admin') ?? '',
      von: params.get('von') ?? standard.von,
      bis: params.get('bis') ?? standard.bis,
      page: Math.max(1, Number(params.get('page')) || 1),
    };
  }, [params]);

  // The URL as last asked for: two changes in quick succession (a quick filter, then the admin choice) each
  // build on the one before, even when the router has not rendered the first yet.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  /** Changes filters; any change but the page itself goes back to page 1. */
  const change = useCallback(
    (next: Partial<MonitorFilterState>) => {
      const p = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(next)) {
        if (v === '' || v === null || v === undefined) p.delete(k);
        else p.set(k, String(v));
      }
      if (!('page' in next)) p.delete('page');
      latest.current = p;
      setParams(p, { replace: false });
    },
    [setParams],
  );
  const schnell = useCallback(
    (key: MonitorSchnellfilter) => change(schnellfilterZeitraum(key, heute())),
    [change],
  );
  return { filter, change, schnell };
}

/** The filters as the API's query (without names and page). */
export function apiFilter(f: MonitorFilterState): Record<string, string> {
  const q: Record<string, string> = { von: f.von, bis: f.bis };
  if (f.kunde_id) q.kunde_id = f.kunde_id;
  if (f.projekt_id) q.projekt_id = f.projekt_id;
  if (f.admin) q.admin = f.admin;
  return q;
}
