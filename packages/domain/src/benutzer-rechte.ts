import { areas } from './areas';
import { allPermissions, hasPermission, permissionCatalogue, type PermissionHolder } from './permissions';

export interface Bildschirm {
  label: string;
  path: string;
  /** 'ansehen' or 'ansehen und bearbeiten'. */
  zugriff: 'ansehen' | 'ansehen und bearbeiten';
}

/**
 * 'Was darf diese Person?': the screens the user reaches (built areas, from their definitions) and the
 * actions beyond them (the catalogue's words), with the same checks the server applies.
 */
export function wasDarfDiesePerson(user: PermissionHolder): {
  bildschirme: Bildschirm[];
  aktionen: string[];
} {
  const bildschirme: Bildschirm[] = [];
  const areaPermissions = new Set<string>();
  for (const area of areas) {
    if (!area.built || !area.permissions) continue;
    areaPermissions.add(area.permissions.read).add(area.permissions.write);
    if (!hasPermission(user, area.permissions.read)) continue;
    const write = hasPermission(user, area.permissions.write) && !!area.standard;
    bildschirme.push({
      label: area.label,
      path: area.path,
      zugriff: write ? 'ansehen und bearbeiten' : 'ansehen',
    });
  }
  // Permissions that are not an area's read/write (exports, impersonation, areas still to come).
  const aktionen = allPermissions
    .filter((p) => !areaPermissions.has(p) && hasPermission(user, p))
    .map((p) => permissionCatalogue[p]);
  return { bildschirme, aktionen };
}
