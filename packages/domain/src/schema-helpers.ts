import { z } from 'zod';
import { messages } from './messages';

/** Shared field builders so every form speaks the same German. Empty strings from forms become null. */
export const requiredText = (max: number) =>
  z.string({ error: messages.pflichtfeld }).trim().min(1, messages.pflichtfeld).max(max, messages.zuLang(max));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messages.zuLang(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalEmail = z
  .string()
  .trim()
  .max(200, messages.zuLang(200))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, messages.ungueltigeEmail);

export const versionField = z.coerce.number().int().min(1);
export const idParam = z.object({ id: z.coerce.number().int().positive() });
export const idList = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1, messages.keineAuswahl) });
