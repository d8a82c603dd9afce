import type { ProjektTreffer } from '@app/domain';

/** The projects last opened from the search, per user in this browser (shown when the search is empty). */
export type RecentProjekt = Pick<ProjektTreffer, 'id' | 'projektnr' | 'name'>;
const max = 8;
const key = (userId: number) => `projektsuche:zuletzt:${userId}`;

export function recentProjekte(userId: number): RecentProjekt[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key(userId)) ?? '[]');
    return Array.isArray(list) ? (list as RecentProjekt[]).slice(0, max) : [];
  } catch {
    return [];
  }
}

export function rememberProjekt(userId: number, projekt: RecentProjekt): void {
  const rest = recentProjekte(userId).filter((p) => p.id !== projekt.id);
  const entry = { id: projekt.id, projektnr: projekt.projektnr, name: projekt.name };
  localStorage.setItem(key(userId), JSON.stringify([entry, ...rest].slice(0, max)));
}
