import { z } from 'zod';
import { messages } from './messages';
import { queryInt, safeString } from './schema-helpers';

/** List query of DESIGN §6: page from 1, per_page ≤ 200, sort, dir, q[] filter strings. */
export const maxPerPage = 200;
export const defaultPerPage = 50;
export const typeaheadLimit = 30;

export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSort: S[number],
  defaultDir: SortDir = 'asc',
) {
  return z.object({
    // Capped so page × per_page stays a valid OFFSET; nobody pages past a million.
    page: queryInt(1, 1_000_000).default(1),
    per_page: queryInt(1, maxPerPage).default(defaultPerPage),
    sort: z.enum(sortable).default(defaultSort),
    dir: z.enum(['asc', 'desc']).default(defaultDir),
    'q[]': z
      .union([
        safeString().max(1000, messages.zuLang(1000)),
        z.array(safeString().max(1000, messages.zuLang(1000))).max(50),
      ])
      .optional()
      .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
  });
}

/**
 * Lists count matching rows up to this number only: an exact count of a million rows costs more than the
 * page itself, and nobody pages that far; the footer then says 'mehr als 10.000 Einträge'.
 */
export const countCap = 10_000;

export interface ListAnswer<T> {
  data: T[];
  /** Exact up to countCap; with total_capped, more rows match than total says. */
  total: number;
  total_capped?: boolean;
  /** false: asked for with count=0 (total is 0); the count comes from `GET <api>/count`. */
  counted?: false;
  page: number;
  per_page: number;
}

export type SortDir = 'asc' | 'desc';

/** `GET <api>/count?q[]=…`: the count of a list filter, asked for apart from its pages. */
export interface ListCount {
  total: number;
  total_capped: boolean;
}
