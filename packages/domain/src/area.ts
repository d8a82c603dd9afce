import { listQuerySchema, type SortDir } from './list';
import type { PermissionPair } from './permission-definition';
import type { Permission } from './permissions';
import type { VerlaufQuelle } from './verlauf-quelle';

/** Sidebar groups, in menu order (the first, '', holds Start). */
export const areaGroups = [
  '',
  'Stammdaten',
  'Transaktionen',
  'Bewertung',
  'Qualität und Importe',
  'Verwaltung',
] as const;
export type AreaGroup = (typeof areaGroups)[number];

/** Icon names; the web maps each to its icon component (lib/area-icons.tsx). */
export type AreaIcon =
  | 'home'
  | 'building'
  | 'users'
  | 'projects'
  | 'key'
  | 'receipt'
  | 'speakerphone'
  | 'estate'
  | 'stars'
  | 'calculator'
  | 'award'
  | 'scale'
  | 'database-search'
  | 'file-import'
  | 'map'
  | 'certificate'
  | 'chart'
  | 'user-shield';

export type SortKeys = readonly [string, ...string[]];

/**
 * One area of the back office, declared once (DESIGN §3). The server's standard routes, the web's routes,
 * sidebar, home tiles, the project page's links and the browser's permission checks all derive from it.
 */
export interface AreaDefinition<
  K extends string = string,
  S extends SortKeys = SortKeys,
  /** Any name while defining (the catalogue is derived from the definitions), the catalogue's after. */
  P extends string = Permission,
> {
  /** One key for folder, module, file prefix, API path and tests: 'ankaeufe'. */
  key: K;
  /** Web route of the list; create is `${path}/new`, a record `${path}/:id`. */
  path: string;
  /** API base of the standard resource routes (DESIGN §6), e.g. '/api/ankaeufe'. */
  api: string;
  /** Plural: sidebar, list title, OpenAPI tag. */
  label: string;
  /** One record: 'Ankauf' (page titles, row labels). */
  singular: string;
  /** Title of the create page and label of the list's button: 'Neuer Ankauf'. */
  newLabel: string;
  group: AreaGroup;
  icon: AreaIcon;
  description: string;
  /**
   * Who may see it, and who may change it; null: every logged-in user (Start). An area's own pair is
   * declared here with `permissionPair` (its `catalogue`: label, group, templates), permissions.ts lists it.
   */
  permissions: { read: P; write: P; catalogue?: PermissionPair['catalogue'] } | null;
  sortable: S;
  defaultSort: S[number];
  defaultDir: SortDir;
  /** Filter keys the list understands in `q[]` (SPEC §7 syntax). */
  filterKeys: readonly string[];
  /** Records belong to a project: the list takes `q[]=projekt_id:<id>` and the project page links to it. */
  perProjekt: boolean;
  /** Built areas are shown; the rest is the plan of SPEC §1. */
  built: boolean;
  /**
   * Records are created and edited on the standard routes and pages; their request bodies are
   * `areaSchemas[key]` (area-schemas.ts), apart so that what reads definitions loads no zod (DESIGN §11).
   */
  standard?: true;
  /** Standard areas: the table whose audit rows a record's Verlauf shows, and its link tables' (verlauf.ts). */
  verlauf?: VerlaufQuelle;
}

/** What a definition may leave out: its paths follow from the key (`/<key>`, `/api/<key>`); areas are built. */
type Defaults = 'path' | 'api' | 'built';
type Declared = AreaDefinition<string, SortKeys, string>;
type AreaInput = Omit<Declared, Defaults> & Partial<Pick<Declared, Defaults>>;

/**
 * Keeps the definition's exact types (key, sort keys, `standard`), so routes and pages derived from it are
 * typed, and fills in what it left out (`Defaults`).
 */
export function defineArea<const A extends AreaInput>(
  area: A & { defaultSort: A['sortable'][number] } & (A extends { standard: true }
      ? { verlauf: VerlaufQuelle }
      : unknown),
): A & Pick<Declared, Defaults> {
  return { path: `/${area.key}`, api: `/api/${area.key}`, built: true, ...area };
}

/**
 * The list query an area's list route accepts (sort keys and default of the area). Without `dir` the API
 * sorts ascending, as it always did; `defaultDir` is the direction the web list asks for.
 */
export function areaListQuery<S extends SortKeys>(area: AreaDefinition<string, S>) {
  return listQuerySchema(area.sortable, area.defaultSort);
}
