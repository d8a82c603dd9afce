/**
 * The one permission catalogue (SPEC §6 leaves names open). Every API route and socket topic names one
 * of these; admins hold all. Labels are what the user form shows.
 */
export const permissionCatalogue = {
  'personen.lesen': 'Personen ansehen',
  'personen.bearbeiten': 'Personen anlegen, bearbeiten, löschen',
  'firmen.lesen': 'Firmen ansehen',
  'firmen.bearbeiten': 'Firmen anlegen, bearbeiten, löschen',
  'fbuch.abfragen': 'Firmenbuchauszüge abfragen',
  'projekte.lesen': 'Projekte ansehen',
  'projekte.bearbeiten': 'Projekte anlegen, bearbeiten, löschen',
  'transaktionen.lesen': 'Kaufobjekte, Ankäufe, Vermarktung ansehen',
  'transaktionen.bearbeiten': 'Kaufobjekte, Ankäufe, Vermarktung bearbeiten',
  'bewertung.lesen': 'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten ansehen',
  'bewertung.bearbeiten': 'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten bearbeiten',
  'datencheck.nutzen': 'Datencheck nutzen',
  'importe.nutzen': 'Urkunden- und Grundbuchimporte durchführen',
  'monitor.sehen': 'Frontend-Monitor ansehen',
  'benutzer.verwalten': 'BenutzerInnen verwalten',
} as const;

export type Permission = keyof typeof permissionCatalogue;
export const allPermissions = Object.keys(permissionCatalogue) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(permissionCatalogue, value);
}

export interface PermissionHolder {
  isAdmin: boolean;
  berechtigungen: readonly string[];
}

export function hasPermission(user: PermissionHolder, permission: Permission): boolean {
  return user.isAdmin || user.berechtigungen.includes(permission);
}
