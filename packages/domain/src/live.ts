import { areas } from './areas';
import type { Permission } from './permissions';

/**
 * Live screens (DESIGN §7): every committed change (the audit write is the source) becomes one event
 * `changed` to the topics of the record (`live:<area>-<id>`), of its area's list (`live:<area>`) and of
 * the records it refers to (a note → its project). The record topic also carries presence: who has the
 * record open, and whether they have unsaved changes. Joining needs the area's read permission.
 */
export const liveEvents = { changed: 'changed', presence: 'presence' } as const;
/** Push on a record topic: { editing } — this browser has unsaved changes (or not). */
export const livePushes = { presence: 'presence' } as const;

export const liveTopic = (area: string, id?: number) =>
  id === undefined ? `live:${area}` : `live:${area}-${id}`;

const livePattern = /^live:([a-z_]+)(?:-(\d+))?$/;

export function parseLiveTopic(topic: string): { area: string; id?: number } | null {
  const m = livePattern.exec(topic);
  if (!m) return null;
  return m[2] === undefined ? { area: m[1]! } : { area: m[1]!, id: Number(m[2]) };
}

/** The read permission of a live topic's area; null for unknown areas. */
export function liveTopicPermission(topic: string): Permission | null {
  const parsed = parseLiveTopic(topic);
  const area = parsed && areas.find((a) => a.key === parsed.area && a.permissions);
  return area ? area.permissions!.read : null;
}

export interface LiveChange {
  /** The table written and the row's id (an area's table or a table of its sections, e.g. erfassungsnotizen). */
  table: string;
  id: number;
  action: 'create' | 'update' | 'delete';
  /** The area the table belongs to, when it is an area's own table. */
  area: string | null;
  /** Who made the change. */
  user: number | null;
  /** The row's version after the change (versioned tables). */
  version: number | null;
}

export interface LivePresence {
  userId: number;
  name: string;
  initials: string;
  editing: boolean;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : (parts[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}
