import { useCallback, useState } from 'react';
import { datencheckExpandKey } from '@app/domain';

function read(): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(datencheckExpandKey) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** SPEC §4/§7: each check is expanded or collapsed, kept in the browser's local storage. */
export function useExpandState(): [Record<string, boolean>, (id: number, open: boolean) => void] {
  const [state, setState] = useState(read);
  const set = useCallback((id: number, open: boolean) => {
    const next = { ...read(), [id]: open };
    window.localStorage.setItem(datencheckExpandKey, JSON.stringify(next));
    setState(next);
  }, []);
  return [state, set];
}
