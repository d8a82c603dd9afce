import { AsyncLocalStorage } from 'node:async_hooks';
import type { Tx } from '../db/client';
import { authContextOf, type AuthContext, type LoadedSession, type SessionValues } from './session-statement';

/**
 * The session check of a read, carried by the read's own first statement (issue 11): one round trip to
 * the database instead of two, and on PGlite's single connection one statement instead of two in a row.
 * The check is as exact as the standalone one (the same statement inside, see
 * session-statement.ts withSessionCheck), and the route's statement reads nothing unless the session is valid.
 *
 * A handler's statements run in its async context; the first one on the database (not a transaction)
 * that can carry it (prepared.ts) takes the check. When none has by the next turn of the event loop —
 * the handler reads elsewhere first, or failed validation never ran it — or the carrying statement
 * fails, the check runs on its own, so it always completes.
 */
export class CarriedCheck {
  private state: 'open' | 'taken' | 'done' = 'open';
  private settle!: { resolve(auth: AuthContext | null): void; reject(error: unknown): void };
  /** The session's AuthContext, or null for none or an ended one. */
  readonly result = new Promise<AuthContext | null>((resolve, reject) => (this.settle = { resolve, reject }));

  constructor(
    private readonly db: Tx,
    readonly values: SessionValues,
    private readonly alone: () => Promise<AuthContext | null>,
  ) {
    setImmediate(() => {
      if (this.state === 'open') this.runAlone();
    });
  }

  /** Whether a statement of `session` (Drizzle's session object of its database) may carry the check. */
  board(session: unknown): boolean {
    if (this.state !== 'open' || session !== (this.db as unknown as { session: unknown }).session) return false;
    this.state = 'taken';
    return true;
  }

  /** The carrying statement's session column (JSON text, null for no valid session). */
  arrived(session: string | null): void {
    this.state = 'done';
    this.settle.resolve(authContextOf(session === null ? undefined : (JSON.parse(session) as LoadedSession)));
  }

  /** The carrying statement failed: the check runs on its own. */
  missed(): void {
    this.runAlone();
  }

  private runAlone(): void {
    this.state = 'done';
    this.alone().then(this.settle.resolve, this.settle.reject);
  }
}

const current = new AsyncLocalStorage<CarriedCheck>();

/** Runs a handler so that its first statement may carry `check`. */
export function carrying<T>(check: CarriedCheck, run: () => T): T {
  return current.run(check, run);
}

/** The open check a statement on `session` carries (taking it), or null. */
export function boardingCheck(session: unknown): CarriedCheck | null {
  const check = current.getStore();
  return check?.board(session) ? check : null;
}

/** What a carrying statement answers (rows mapped as the plain statement's) and hands the check. */
export interface Carried<T> {
  rows: T[];
  session: string | null;
}

/** Splits a carrying statement's array rows: data rows (mapped by `map`) and the session column. */
export function carriedRows<T>(map: (row: unknown[]) => T): (rows: unknown[]) => Carried<T> {
  return (rows) => {
    const raw = rows as unknown[][];
    const first = raw[0];
    const width = first?.length ?? 0;
    return {
      session: (first?.[width - 1] as string | null | undefined) ?? null,
      rows: raw.filter((r) => r[width - 2] !== null).map(map),
    };
  };
}
