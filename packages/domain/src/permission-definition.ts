/*
 * What a permission is, apart from the catalogue (permissions.ts): area definitions (areas.ts) declare their
 * own pair with it, and the catalogue, which reads the definitions, lists them.
 */

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

/** The templates that hold an area's read permission as most areas have it: every one that reads. */
export const vorlagenLesen = ['Sachbearbeitung', 'Lesezugriff', 'Datenqualität', 'Import'] as const;
/** The templates that hold an area's write permission as most areas have it. */
export const vorlagenBearbeiten = ['Sachbearbeitung'] as const;

/** An area's own permissions: the names its routes and pages check, and the catalogue's entry of each. */
export interface PermissionPair<R extends string = string, W extends string = string> {
  read: R;
  write: W;
  catalogue: Readonly<Record<R | W, PermissionDefinition>>;
}

/**
 * An area's own pair `<key>.lesen` / `<key>.bearbeiten` (permissions.ts lists it in the catalogue; areas
 * may share one, as Transaktionen and Bewertung do).
 */
export function permissionPair<const K extends string>(
  key: K,
  definitions: {
    group: PermissionDefinition['group'];
    lesen: Omit<PermissionDefinition, 'group'>;
    bearbeiten: Omit<PermissionDefinition, 'group'>;
  },
): PermissionPair<`${K}.lesen`, `${K}.bearbeiten`> {
  const { group, lesen, bearbeiten } = definitions;
  const read = `${key}.lesen` as const;
  const write = `${key}.bearbeiten` as const;
  const catalogue = { [read]: { ...lesen, group }, [write]: { ...bearbeiten, group } };
  return { read, write, catalogue: catalogue as PermissionPair<typeof read, typeof write>['catalogue'] };
}
