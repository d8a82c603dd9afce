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
  'exporte.nutzen': 'Listen exportieren (CSV)',
  'projekte.lesen': 'Projekte ansehen',
  'projekte.bearbeiten': 'Projekte anlegen, bearbeiten, löschen',
  'transaktionen.lesen': 'Kaufobjekte, Ankäufe, Vermarktung ansehen',
  'transaktionen.bearbeiten': 'Kaufobjekte, Ankäufe, Vermarktung bearbeiten',
  'bewertung.lesen': 'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten ansehen',
  'bewertung.bearbeiten': 'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten bearbeiten',
  'datencheck.nutzen': 'Datencheck nutzen (Ergebnisse, Ausnahmen, eigene Benachrichtigungen ansehen)',
  'datencheck.pruefen': 'Datencheck-Prüfungen starten',
  'datencheck.abfragen': 'Datencheck-Abfragen anlegen und bearbeiten',
  'datencheck.ausnahmen': 'Datencheck-Ausnahmen setzen und aufheben',
  'datencheck.benachrichtigen': 'Aus dem Datencheck benachrichtigen',
  'importe.nutzen': 'Urkunden- und Grundbuchimporte durchführen',
  'monitor.sehen': 'Frontend-Monitor ansehen',
  'monitor.verwalten': 'Kunden, Frontend-BenutzerInnen, Monitoring und API-Schlüssel verwalten',
  'benutzer.verwalten':
    'BenutzerInnen und Berechtigungsvorlagen verwalten, Passwörter zurücksetzen, anonymisieren',
  'benutzer.anmelden_als': 'Als andere BenutzerIn anmelden (mit Grund, höchstens 60 Minuten)',
} as const;

export type Permission = keyof typeof permissionCatalogue;
export const allPermissions = Object.keys(permissionCatalogue) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(permissionCatalogue, value);
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

/** The user form's groups, in the order of the menu: what each permission allows, by area. */
export const permissionGroups: readonly { label: string; permissions: readonly Permission[] }[] = [
  {
    label: 'Stammdaten',
    permissions: [
      'personen.lesen',
      'personen.bearbeiten',
      'firmen.lesen',
      'firmen.bearbeiten',
      'projekte.lesen',
      'projekte.bearbeiten',
    ],
  },
  { label: 'Transaktionen', permissions: ['transaktionen.lesen', 'transaktionen.bearbeiten'] },
  { label: 'Bewertung', permissions: ['bewertung.lesen', 'bewertung.bearbeiten'] },
  { label: 'Qualität und Importe', permissions: [
      'datencheck.nutzen',
      'datencheck.pruefen',
      'datencheck.abfragen',
      'datencheck.ausnahmen',
      'datencheck.benachrichtigen',
      'importe.nutzen',
      'fbuch.abfragen',
    ], },
  { label: 'Exporte', permissions: ['exporte.nutzen'] },
  { label: 'Verwaltung', permissions: ['monitor.sehen', 'monitor.verwalten', 'benutzer.verwalten', 'benutzer.anmelden_als'] },
];

/** Permissions only an administrator's own session may use (refused while acting as another user). */
export const adminOnlyPermissions: readonly Permission[] = ['benutzer.verwalten', 'benutzer.anmelden_als'];
