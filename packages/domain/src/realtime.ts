import { liveTopicPermission } from './live';
import type { Permission } from './permissions';

/** Socket topics of SPEC §7 and DESIGN §7 with the permission a join needs. */
export const topicPermissions: Array<{ pattern: RegExp; permission: Permission }> = [
  { pattern: /^fbuch:auszug-\d+$/, permission: 'fbuch.abfragen' },
  { pattern: /^import:kaufobjekte-\d+$/, permission: 'importe.nutzen' },
  { pattern: /^grundbuch:tzabfrage-\d+$/, permission: 'importe.nutzen' },
  { pattern: /^monitor:frontend$/, permission: 'monitor.sehen' },
  { pattern: /^projektsuche$/, permission: 'projekte.lesen' },
];

export function topicPermission(topic: string): Permission | null {
  return topicPermissions.find((t) => t.pattern.test(topic))?.permission ?? liveTopicPermission(topic);
}

/** Datencheck's live badge: sent to the recipient's own sockets (never a joinable topic). */
export const benachrichtigungTopic = 'benachrichtigungen';
export const benachrichtigungEvents = { anzahl: 'anzahl' } as const;

/** Channel push time-outs of SPEC §9. */
export const pushTimeouts = { default: 10_000, long: 50_000, applyOcrs: 1_000_000 } as const;

export type PushReply<T = unknown> =
  { status: 'ok'; response: T } | { status: 'error'; response: { message: string } } | { status: 'timeout' };

/**
 * Socket.IO wire contract (path /socket, handshake auth { token: socketToken }):
 * - client emits 'join' (topic, ack) and 'leave' (topic); ack answers { status: 'ok' } or an error reply;
 * - client emits 'push' ({ topic, event, payload }, ack); the server's handler answers a PushReply;
 *   the client gives up after the push time-out and reports { status: 'timeout' };
 * - the server emits 'event' ({ topic, event, payload }) to the topic's room.
 */
export const socketPath = '/socket';
export interface ChannelMessage<T = unknown> {
  topic: string;
  event: string;
  payload: T;
}
