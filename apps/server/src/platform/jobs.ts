import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { withAdvisoryLock } from '../db/lock';
import { Periodic } from './periodic';

// Any fixed number (migrations and first-start seeding use others): pg-boss set-up, one instance at a time.
const jobsStartLock = 727_003;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface QueueDefinition<T extends object> {
  /**
   * Does the work of one job; must be idempotent (a job may run twice after a crash or a retry). When
   * `signal` aborts (the app is stopping) it returns early and leaves the rest for `resume`.
   */
  handler(data: T, signal: AbortSignal): Promise<void>;
  /** Jobs to send again at start: work the domain tables still show as unfinished (survives restarts). */
  resume?(): Promise<T[]>;
  /** Longest run of one job before pg-boss retries it (default 15 minutes). */
  expireInSeconds?: number;
  retryLimit?: number;
}

type Entry = QueueDefinition<object> & { workerId?: string };

/** How fast work of a dead instance moves to a live one (DESIGN §4: instances come and go). */
export interface TakeoverOptions {
  /** A running job whose instance has not beaten for this long is taken over (default 30 s). */
  takeoverSeconds?: number;
  /** How often an instance reports its running jobs alive (default 10 s). */
  heartbeatSeconds?: number;
  /** How often every instance looks for stale jobs (default a third of the takeover time). */
  sweepSeconds?: number;
}

/**
 * What a dropped statement answers: no rows, and for pg-boss's commands that end in `SELECT COUNT(*)`
 * (complete, fail, cancel: it reads `rows[0].count`) a count of 0, or the late write throws unhandled.
 */
const dropped = (text: string) => ({ rows: /select count\(\*\)/i.test(text) ? [{ count: 0 }] : [] });

/**
 * pg-boss's `db` option over our connection: the PGlite instance or the pg pool (DESIGN §12). Once the
 * instance stopped, pg-boss's late writes (failing a job its handler did not finish within the stop's
 * time-out) are dropped: the pool may be closed, and the job stays active for another instance's takeover.
 */
function bossDb(database: Database, stopped: () => boolean): PgBoss.Db {
  const pglite = database.pglite;
  if (pglite) {
    // PGlite runs one statement per parameterised query; pg-boss's parameterless plans may hold several.
    return {
      async executeSql(text, values) {
        if (stopped()) return dropped(text);
        if (values?.length) return pglite.query(text, values);
        const results = await pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    };
  }
  const pool = database.pool!;
  return {
    async executeSql(text, values) {
      if (stopped()) return dropped(text);
      const result = (await pool.query(text, values)) as unknown as
        { rows: unknown[] } | Array<{ rows: unknown[] }>;
      return Array.isArray(result) ? (result[result.length - 1] ?? { rows: [] }) : result;
    },
  };
}

/**
 * Durable background jobs on pg-boss 10 in the application's own database (DESIGN §8): areas register a
 * queue with a handler before the app is ready; `send` queues work. Started when the app is ready,
 * stopped when it closes. Work state lives in the domain tables; `resume` re-queues what is unfinished.
 */
export class Jobs {
  private readonly queues = new Map<string, Entry>();
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private stopping = new AbortController();
  /** pg-boss instances this instance stopped (their late writes are dropped). */
  private readonly stopped = new WeakSet<PgBoss>();
  /** This instance, in the heartbeat rows. */
  private readonly instance = randomUUID();
  /** Ids of the jobs this instance is running. */
  private readonly running = new Set<string>();
  private stopTasks: Array<() => void> = [];
  private readonly takeoverSeconds: number;
  private readonly heartbeatSeconds: number;
  private readonly sweepSeconds: number;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    options: TakeoverOptions = {},
    /** Where heartbeat and takeover sweep run (the app's registry; by default one of its own). */
    private readonly periodic: Periodic = new Periodic(log),
  ) {
    this.takeoverSeconds = options.takeoverSeconds ?? 30;
    this.heartbeatSeconds = options.heartbeatSeconds ?? 10;
    this.sweepSeconds = options.sweepSeconds ?? this.takeoverSeconds / 3;
  }

  register<T extends object>(queue: string, definition: QueueDefinition<T>): void {
    if (this.boss || this.starting) throw new Error(`Queue ${queue} registered after start`);
    this.queues.set(queue, definition as unknown as Entry);
  }

  /** Starts once; a start that failed is tried again by the next call (e.g. the next `send`). */
  start(): Promise<void> {
    this.starting ??= this.doStart().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async doStart(): Promise<void> {
    const boss: PgBoss = new PgBoss({
      db: bossDb(this.database, (): boolean => this.stopped.has(boss)),
      // Workers are woken on send in this process; polling is the fallback for other instances.
      pollingIntervalSeconds: 2,
    });
    boss.on('error', (error: unknown) => this.log.warn({ err: error }, 'job queue error'));
    // pg-boss's schema and queue creation are not safe against instances starting together on an empty
    // database (`deadlock detected` in pgboss.create_queue): they take turns under an advisory lock.
    await withAdvisoryLock(this.database, jobsStartLock, async () => {
      await boss.start();
      for (const [name, entry] of this.queues) {
        await boss.createQueue(name, {
          name,
          expireInSeconds: entry.expireInSeconds ?? 15 * 60,
          retryLimit: entry.retryLimit ?? 2,
          retryDelay: 1,
        } as PgBoss.Queue);
      }
    });
    this.boss = boss;
    for (const [name, entry] of this.queues) {
      entry.workerId = await boss.work<object>(name, async (jobs) => {
        for (const job of jobs) await this.run(name, entry, job);
      });
      for (const data of (await entry.resume?.()) ?? []) await this.queue(boss, name, entry, data);
    }
    this.stopTasks.push(
      this.periodic.every('job-heartbeat', () => this.beat(), this.heartbeatSeconds * 1000),
      this.periodic.every('job-takeover', () => this.takeOver(), this.sweepSeconds * 1000),
    );
  }

  /** Runs one job, its heartbeat row standing for 'this instance is alive and working on it'. */
  private async run(queue: string, entry: Entry, job: PgBoss.Job<object>): Promise<void> {
    await this.database.query(
      `insert into job_heartbeats (job_id, queue, data, instance) values ($1, $2, $3, $4)
       on conflict (job_id) do update set instance = excluded.instance, beat = now()`,
      [job.id, queue, JSON.stringify(job.data), this.instance],
    );
    this.running.add(job.id);
    try {
      await entry.handler(job.data, this.stopping.signal);
    } finally {
      this.running.delete(job.id);
      await this.database.query('delete from job_heartbeats where job_id = $1 and instance = $2', [
        job.id,
        this.instance,
      ]);
    }
  }

  private async beat(): Promise<void> {
    if (!this.running.size) return;
    await this.database.query(
      'update job_heartbeats set beat = now() where job_id = any($1::text[]) and instance = $2',
      [[...this.running], this.instance],
    );
  }

  /**
   * Jobs whose instance stopped beating (crashed, killed, cut off) start again here: the row is claimed
   * atomically (one instance wins), the dead run is cancelled and the same work is queued anew. Handlers
   * are idempotent, so an instance that was only frozen and wakes up does no harm.
   */
  async takeOver(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    const stale = await this.database.query<{ job_id: string; queue: string; data: object }>(
      `update job_heartbeats set instance = $1, beat = now()
       where job_id in (
         select job_id from job_heartbeats
         where beat < now() - make_interval(secs => $2) and queue = any($3::text[])
         for update skip locked)
       returning job_id, queue, data`,
      [this.instance, this.takeoverSeconds, [...this.queues.keys()]],
    );
    for (const { job_id: jobId, queue, data } of stale) {
      this.log.warn({ queue, jobId }, 'taking over the job of an instance that stopped');
      await boss.cancel(queue, jobId);
      await this.queue(boss, queue, this.queues.get(queue)!, data);
      await this.database.query('delete from job_heartbeats where job_id = $1 and instance = $2', [
        jobId,
        this.instance,
      ]);
    }
  }

  /** Queues one job; answers its id. Starts the queue system first when the app is not ready yet. */
  async send<T extends object>(queue: string, data: T): Promise<string> {
    const entry = this.queues.get(queue);
    if (!entry) throw new Error(`Unknown queue ${queue}`);
    await this.start();
    return this.queue(this.boss!, queue, entry, data);
  }

  private async queue(boss: PgBoss, queue: string, entry: Entry, data: object): Promise<string> {
    const id = await boss.send(queue, data);
    if (entry.workerId) boss.notifyWorker(entry.workerId);
    return id ?? '';
  }

  async stop(): Promise<void> {
    const starting = this.starting;
    if (!starting) return;
    await starting.catch(() => {});
    const boss = this.boss;
    for (const stop of this.stopTasks) stop();
    this.stopTasks = [];
    this.stopping.abort();
    if (boss) {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
      this.stopped.add(boss);
    }
    this.boss = null;
    this.starting = null;
    this.stopping = new AbortController();
  }
}

/**
 * Decorates `app.jobs`, starts it when the app is ready and stops it when the app closes. The start is not
 * awaited by `ready`: the server answers while pg-boss starts and unfinished work is queued again (~0.5 s of
 * a restart on PGlite, issue 29 goal 5); `send` waits for it, `stop` too.
 */
export function registerJobs(app: FastifyInstance, database: Database): void {
  app.decorate('jobs', new Jobs(database, app.log, {}, app.periodic));
  app.addHook('onReady', () => {
    app.jobs.start().catch((error: unknown) => app.log.error({ err: error }, 'job queue start failed'));
  });
  app.addHook('onClose', () => app.jobs.stop());
}

/** What the context of every job area starts with: its database, the job queue and the channel it pushes on. */
export function jobContext<D>(app: Pick<FastifyInstance, 'jobs' | 'realtime'>, db: D) {
  return { db, jobs: app.jobs, realtime: app.realtime };
}
