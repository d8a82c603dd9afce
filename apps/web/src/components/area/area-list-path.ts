import type { AreaDefinition } from '@app/domain';

/** One project's records of a project-scoped area (`q[]=projekt_id:<id>`): the list the project page links to. */
export const projektListePath = (area: Pick<AreaDefinition, 'path'>, projektId: number): string =>
  `${area.path}?${new URLSearchParams({ 'q[]': `projekt_id:${projektId}` }).toString()}`;

/**
 * The list an edit page leads back to and opens after deleting: for a project-scoped area (`perProjekt`)
 * the list of the record's project, else the area's whole list.
 */
export function areaListPath(area: Pick<AreaDefinition, 'path' | 'perProjekt'>, record: object): string {
  const projektId =
    'projekt_id' in record && typeof record.projekt_id === 'number' ? record.projekt_id : null;
  return area.perProjekt && projektId ? projektListePath(area, projektId) : area.path;
}
