import { monitorEvents, monitorTopic } from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Periodic } from '../../platform/periodic';
import type { Realtime } from '../../platform/realtime';
import { heute, praesenz } from './monitor.repository';

/**
 * Pushes on `monitor:frontend` (SPEC §7): `presence` with the lists of kunden and admins online, and
 * `update` with today's figures. After ingest at most one push per second (a busy frontend sends many
 * batches); a sweep notices users whose 2 minutes ran out and pushes the shorter lists.
 */
export class MonitorLive {
  private pending: NodeJS.Timeout | null = null;
  private letzteIds = '';
  private readonly stopSweep: () => void;

  constructor(
    private readonly db: Db,
    private readonly realtime: Realtime,
    private readonly log: FastifyBaseLogger,
    periodic: Periodic,
  ) {
    this.stopSweep = periodic.every('monitor-praesenz', () => this.push(false));
  }

  geaendert(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      void this.push(true);
    }, 1000);
    this.pending.unref();
  }

  private async push(nachIngest: boolean): Promise<void> {
    try {
      const lists = await praesenz(this.db);
      const ids = [...lists.kunden, ...lists.admins]
        .map((e) => `${e.frontend_user_id}:${e.projekt_id ?? ''}`)
        .join(',');
      if (!nachIngest && ids === this.letzteIds) return;
      this.letzteIds = ids;
      this.realtime.emit(monitorTopic, monitorEvents.presence, lists);
      if (nachIngest) this.realtime.emit(monitorTopic, monitorEvents.update, { heute: await heute(this.db) });
    } catch (error) {
      this.log.warn({ err: error }, 'monitor push failed');
    }
  }

  close(): void {
    this.stopSweep();
    if (this.pending) clearTimeout(this.pending);
  }
}
