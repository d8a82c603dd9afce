import type { AreaDefinition } from './area';
import {
  areaPermissionCatalogue,
  areas,
  ausstattungsqualitaetenArea,
  firmenArea,
  kaufobjekteArea,
  personenArea,
  projekteArea,
} from './areas';
import { permissionGroupLabels, type PermissionDefinition, type VorlagenName } from './permission-definition';

export {
  permissionGroupLabels,
  vorlagenNamen,
  type PermissionDefinition,
  type VorlagenName,
} from './permission-definition';

const sachbearbeitung = ['Sachbearbeitung'] as const;
const datenqualitaet = ['Datenqualität'] as const;
const keine = [] as const;

/**
 * The one permission catalogue (SPEC §6 leaves names open). Every API route and socket topic names one
 * of these; admins hold all. An area's own pair (`<key>.lesen`, `<key>.bearbeiten`) is declared in its
 * definition (areas.ts, `permissionPair`) and comes here from there; the rest is listed here. The order
 * is the order of stored permission lists: the pairs named below keep their place, a new area's follows
 * at the end by itself; append, do not reorder (permissions.test.ts holds the order).
 */
export const permissionDefinitions = {
  ...personenArea.permissions.catalogue,
  ...firmenArea.permissions.catalogue,
  'fbuch.abfragen': {
    label: 'Firmenbuchauszüge abfragen',
    group: 'Qualität und Importe',
    vorlagen: ['Sachbearbeitung', 'Import'],
  },
  'exporte.nutzen': { label: 'Listen exportieren (CSV)', group: 'Exporte', vorlagen: sachbearbeitung },
  ...projekteArea.permissions.catalogue,
  // Transaktionen and Bewertung: the pairs their areas share.
  ...kaufobjekteArea.permissions.catalogue,
  ...ausstattungsqualitaetenArea.permissions.catalogue,
  'datencheck.nutzen': {
    label: 'Datencheck nutzen (Ergebnisse, Ausnahmen, eigene Benachrichtigungen ansehen)',
    group: 'Qualität und Importe',
    vorlagen: datenqualitaet,
  },
  'datencheck.pruefen': {
    label: 'Datencheck-Prüfungen starten',
    group: 'Qualität und Importe',
    vorlagen: datenqualitaet,
  },
  'datencheck.abfragen': {
    label: 'Datencheck-Abfragen anlegen und bearbeiten',
    group: 'Qualität und Importe',
    vorlagen: datenqualitaet,
  },
  'datencheck.ausnahmen': {
    label: 'Datencheck-Ausnahmen setzen und aufheben',
    group: 'Qualität und Importe',
    vorlagen: datenqualitaet,
  },
  'datencheck.benachrichtigen': {
    label: 'Aus dem Datencheck benachrichtigen',
    group: 'Qualität und Importe',
    vorlagen: datenqualitaet,
  },
  'importe.nutzen': {
    label: 'Urkunden- und Grundbuchimporte durchführen',
    group: 'Qualität und Importe',
    vorlagen: ['Import'],
  },
  'monitor.sehen': { label: 'Frontend-Monitor ansehen', group: 'Verwaltung', vorlagen: keine },
  'monitor.verwalten': {
    label: 'Kunden, Frontend-BenutzerInnen, Monitoring und API-Schlüssel verwalten',
    group: 'Verwaltung',
    vorlagen: keine,
  },
  'benutzer.verwalten': {
    label: 'BenutzerInnen und Berechtigungsvorlagen verwalten, Passwörter zurücksetzen, anonymisieren',
    group: 'Verwaltung',
    vorlagen: keine,
  },
  'benutzer.anmelden_als': {
    label: 'Als andere BenutzerIn anmelden (mit Grund, höchstens 60 Minuten)',
    group: 'Verwaltung',
    vorlagen: keine,
  },
  // Every area's pair: those named above keep their place, the pairs of areas added since follow.
  ...areaPermissionCatalogue,
} as const satisfies Record<string, PermissionDefinition>;

export type Permission = keyof typeof permissionDefinitions;
export const allPermissions = Object.keys(permissionDefinitions) as Permission[];

/** Labels by permission (what the user form and 'Was darf diese Person?' show). */
export const permissionCatalogue = Object.fromEntries(
  allPermissions.map((p) => [p, permissionDefinitions[p].label]),
) as Record<Permission, string>;

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(permissionDefinitions, value);
}

export interface PermissionHolder {
  isAdmin: boolean;
  berechtigungen: readonly string[];
  /** Set while an administrator acts as this user: user administration is then refused. */
  originalUser?: unknown;
}

export function hasPermission(user: PermissionHolder, permission: Permission): boolean {
  if (user.originalUser && adminOnlyPermissions.includes(permission)) return false;
  return user.isAdmin || user.berechtigungen.includes(permission);
}

/** The user form's groups, in menu order: what each permission allows, by area. */
export const permissionGroups: readonly { label: string; permissions: readonly Permission[] }[] =
  permissionGroupLabels.map((label) => ({
    label,
    permissions: allPermissions.filter((p) => permissionDefinitions[p].group === label),
  }));

/** Permissions only an administrator's own session may use (refused while acting as another user). */
export const adminOnlyPermissions: readonly Permission[] = ['benutzer.verwalten', 'benutzer.anmelden_als'];

/** Whether a standard template holds a permission by its definition (Administration holds every one). */
export function vorlageHaelt(vorlage: VorlagenName, definition: PermissionDefinition): boolean {
  return vorlage === 'Administration' || (definition.vorlagen as readonly string[]).includes(vorlage);
}

/** The areas this user sees: built ones whose read permission they hold (Start for everyone). */
export function visibleAreas(user: PermissionHolder): AreaDefinition[] {
  return areas.filter((a) => a.built && (a.permissions === null || hasPermission(user, a.permissions.read)));
}

/** Whether the user may read / write an area's records (the server checks again). */
export function areaAccess(
  user: PermissionHolder | null,
  area: AreaDefinition,
): { read: boolean; write: boolean } {
  if (!user) return { read: false, write: false };
  if (!area.permissions) return { read: true, write: false };
  return {
    read: hasPermission(user, area.permissions.read),
    write: hasPermission(user, area.permissions.write),
  };
}
