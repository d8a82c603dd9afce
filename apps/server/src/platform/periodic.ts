import type { FastifyBaseLogger } from 'fastify';

/**
 * Every periodic task of the server, in one place (issue 23): its name, how often it runs and what it does.
 * Tasks run through `Periodic.every`: each run is error-logged, never overlaps its previous run (a run still
 * busy when the next is due skips that turn) and stops when the app closes. PERIODIC_SCALE shortens every
 * interval (e.g. 0.005 in the soak test, so that each task fires many times within minutes).
 */
export const periodicTasks = {
  /** Datencheck: queues the nightly run of all checks when its hour has come (one instance, advisory lock). */
  'datencheck-nachtlauf': { everyMs: 10 * 60_000 },
  /** Sicherung: takes the nightly backup when its hour has come and today has none yet (PGlite on disk). */
  'sicherung-nachtlauf': { everyMs: 10 * 60_000 },
  /** Monitoring per Kunde: starts the Sidefile runs that are due. */
  'monitoring-zeitplan': { everyMs: 60_000 },
  /** monitor:frontend: pushes the shorter presence lists when users' 2 minutes ran out. */
  'monitor-praesenz': { everyMs: 10_000 },
  /** Sockets: disconnects sockets whose session expired or whose user was deactivated. */
  'socket-sweep': { everyMs: 60_000 },
  /** Verlauf: deletes audit rows older than VERLAUF_JAHRE, at its first turn of each day, in batches. */
  'verlauf-aufbewahrung': { everyMs: 60 * 60_000 },
  /** Sessions: deletes expired sessions (refused anyway; keeps the table small). */
  'session-purge': { everyMs: 60 * 60_000 },
  /** Papierkorb: removes entries older than papierkorbTage (30) days for good. */
  'papierkorb-purge': { everyMs: 60 * 60_000 },
  /** PGlite only: vacuums/analyzes the most overdue table, as PGlite has no autovacuum (db/pglite-pflege.ts). */
  'pglite-pflege': { everyMs: 60_000 },
  /** Jobs: reports this instance's running jobs alive. */
  'job-heartbeat': { everyMs: 10_000 },
  /** Jobs: takes over the jobs of instances that stopped beating. */
  'job-takeover': { everyMs: 10_000 },
} as const satisfies Record<string, { everyMs: number }>;

export type PeriodicTaskName = keyof typeof periodicTasks;

/** Shortest interval however small the scale: a task still gets its turn, the database its rest. */
export const periodicMinMs = 250;

export interface PeriodicTaskState {
  name: PeriodicTaskName;
  everyMs: number;
  runs: number;
  failures: number;
  /** Turns skipped because the previous run was still busy. */
  skipped: number;
}

export class Periodic {
  private readonly tasks = new Map<symbol, { state: PeriodicTaskState; timer: NodeJS.Timeout }>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly scale = 1,
  ) {}

  /** The interval a task runs at: its default (or `everyMs`) times the scale; scaling stops at `periodicMinMs`. */
  intervalOf(name: PeriodicTaskName, everyMs: number = periodicTasks[name].everyMs): number {
    return Math.max(Math.min(everyMs, periodicMinMs), Math.round(everyMs * this.scale));
  }

  /** Runs `run` every interval of task `name` until the returned stop (or `stop()` for all) is called. */
  every(name: PeriodicTaskName, run: () => Promise<unknown>, everyMs?: number): () => void {
    const state: PeriodicTaskState = {
      name,
      everyMs: this.intervalOf(name, everyMs),
      runs: 0,
      failures: 0,
      skipped: 0,
    };
    let busy = false;
    const timer = setInterval(() => {
      if (busy) {
        state.skipped += 1;
        return;
      }
      busy = true;
      state.runs += 1;
      const started = Date.now();
      void Promise.resolve()
        .then(run)
        .then(() => this.log.debug({ task: name, ms: Date.now() - started }, 'periodic task ran'))
        .catch((error: unknown) => {
          state.failures += 1;
          this.log.warn({ err: error, task: name }, `periodic task ${name} failed`);
        })
        .finally(() => {
          busy = false;
        });
    }, state.everyMs);
    timer.unref();
    const key = Symbol(name);
    this.tasks.set(key, { state, timer });
    return () => {
      clearInterval(timer);
      this.tasks.delete(key);
    };
  }

  /** The running tasks with their counts (for logs and the soak report). */
  list(): PeriodicTaskState[] {
    return [...this.tasks.values()].map((t) => ({ ...t.state }));
  }

  /** Stops every task (app close). */
  stop(): void {
    for (const { timer } of this.tasks.values()) clearInterval(timer);
    this.tasks.clear();
  }
}
