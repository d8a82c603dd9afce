import { z } from 'zod';
// German zod messages for the schemas built here (not in the index: the web's shell loads no zod).
import './zod-setup';
import type { Permission } from './permissions';

/** Answer shapes of DESIGN §6, shared by server and web. */
export interface OkAnswer<T> {
  status: 'ok';
  data: T;
}
export interface SuccessAnswer<T> {
  status: 'success';
  data: T;
}
export type FieldErrors = Record<string, string[]>;
export interface ErrorAnswer {
  status: 'error';
  message?: string;
  errors?: FieldErrors;
}
export interface ConflictAnswer<T = unknown> {
  status: 'error';
  message: string;
  current: T;
  changedBy: string | null;
}

/** Base columns every domain row carries (DESIGN §5), and who created and last changed it. */
export const baseRowShape = {
  id: z.number().int(),
  created: z.string(),
  updated: z.string(),
  creator_id: z.number().int().nullable(),
  editor_id: z.number().int().nullable(),
  version: z.number().int(),
};
export const editorNamesShape = { creator_name: z.string().nullable(), editor_name: z.string().nullable() };
export interface BaseRow {
  id: number;
  created: string;
  updated: string;
  creator_id: number | null;
  editor_id: number | null;
  version: number;
}
/**
 * An answered record's schema (routes declare it, `/api/docs` shows it): its fields plus the base columns;
 * loose, so a field the schema does not name is passed on, never dropped.
 */
export const recordSchema = <S extends z.ZodRawShape>(shape: S) =>
  z.looseObject({ ...baseRowShape, ...shape });

export const SessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  berechtigungen: z.array(z.custom<Permission>((v) => typeof v === 'string')),
  /** Set while an admin acts as another user (SPEC §6 'original user'). */
  originalUser: z
    .object({ id: z.number().int(), email: z.string(), name: z.string(), bis: z.string() })
    .nullable(),
});
export type SessionUser = z.output<typeof SessionUserSchema>;
export const SessionDataSchema = z.object({
  user: SessionUserSchema,
  csrfToken: z.string(),
  socketToken: z.string(),
});
export type SessionData = z.output<typeof SessionDataSchema>;
