/**
 * The permission templates every installation starts with (DOMAIN). 'Administration' holds every
 * permission; which of the others hold a permission is said where the permission is defined.
 */
export const vorlagenNamen = [
  'Administration',
  'Sachbearbeitung',
  'Lesezugriff',
  'Datenqualität',
  'Import',
] as const;
export type VorlagenName = (typeof vorlagenNamen)[number];

/** The user form's groups, in menu order. */
export const permissionGroupLabels = [
  'Stammdaten',
  'Transaktionen',
  'Bewertung',
  'Qualität und Importe',
  'Exporte',
  'Verwaltung',
] as const;

export interface PermissionDefinition {
  /** What the user form shows. */
  label: string;
  /** The user form's group. */
  group: (typeof permissionGroupLabels)[number];
  /**
   * The standard templates (besides Administration) that hold it. The stored templates follow at start-up
   * (db/permission-templates.ts): a new permission is added to these, a removed one disappears.
   */
  vorlagen: readonly Exclude<VorlagenName, 'Administration'>[];
}

const lesend = ['Sachbearbeitung', 'Lesezugriff', 'Datenqualität', 'Import'] as const;
const sachbearbeitung = ['Sachbearbeitung'] as const;
const datenqualitaet = ['Datenqualität'] as const;
const keine = [] as const;

/**
 * The one permission catalogue (SPEC §6 leaves names open). Every API route and socket topic names one
 * of these; admins hold all. A new area adds its pair here (`<key>.lesen`, `<key>.bearbeiten`) and names
 * it in its definition (areas.ts); the area recipe test (area-recipe.test.ts) checks both. The order is
 * the order of stored permission lists: append, do not reorder.
 */
export const permissionDefinitions = {
  'personen.lesen': { label: 'Personen ansehen', group: 'Stammdaten', vorlagen: lesend },
  'personen.bearbeiten': {
    label: 'Personen anlegen, bearbeiten, löschen',
    group: 'Stammdaten',
    vorlagen: sachbearbeitung,
  },
  'firmen.lesen': { label: 'Firmen ansehen', group: 'Stammdaten', vorlagen: lesend },
  'firmen.bearbeiten': {
    label: 'Firmen anlegen, bearbeiten, löschen',
    group: 'Stammdaten',
    vorlagen: sachbearbeitung,
  },
  'fbuch.abfragen': {
    label: 'Firmenbuchauszüge abfragen',
    group: 'Qualität und Importe',
    vorlagen: ['Sachbearbeitung', 'Import'],
  },
  'exporte.nutzen': { label: 'Listen exportieren (CSV)', group: 'Exporte', vorlagen: sachbearbeitung },
  'projekte.lesen': { label: 'Projekte ansehen', group: 'Stammdaten', vorlagen: lesend },
  'projekte.bearbeiten': {
    label: 'Projekte anlegen, bearbeiten, löschen',
    group: 'Stammdaten',
    vorlagen: sachbearbeitung,
  },
  'transaktionen.lesen': {
    label: 'Kaufobjekte, Ankäufe, Vermarktung ansehen',
    group: 'Transaktionen',
    vorlagen: lesend,
  },
  'transaktionen.bearbeiten': {
    label: 'Kaufobjekte, Ankäufe, Vermarktung bearbeiten',
    group: 'Transaktionen',
    vorlagen: sachbearbeitung,
  },
  'bewertung.lesen': {
    label: 'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten ansehen',
    group: 'Bewertung',
    vorlagen: lesend,
  },
  'bewertung.bearbeiten': {
    label: 'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten bearbeiten',
    group: 'Bewertung',
    vorlagen: sachbearbeitung,
  },
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
