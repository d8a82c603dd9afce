import { randomUUID } from 'node:crypto';

/** A customer frontend's user as its usage events name them. */
export interface FrontendUser {
  id: number;
  kunde_id: number;
  admin: boolean;
}

/** One page view of `user`, as the customer frontend posts it to `POST /api/frontend/events`. */
export function pageView(user: FrontendUser, projekt_id: number | null, pfad: string, zeit: Date) {
  return {
    event_id: randomUUID(),
    kunde_id: user.kunde_id,
    frontend_user_id: user.id,
    admin: user.admin,
    projekt_id,
    pfad,
    zeit: zeit.toISOString(),
  };
}
