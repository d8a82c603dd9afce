import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type SQL } from 'drizzle-orm';
import {
  ankaeufeArea,
  firmenArea,
  kaufobjekteArea,
  projekteArea,
  vermarktungArea,
  type AreaDefinition,
} from '@app/domain';
import { ankaeufeRepository } from './modules/ankaeufe/ankaeufe.repository';
import { firmenRepository } from './modules/firmen/firmen.repository';
import { kaufobjekteRepository } from './modules/kaufobjekte/kaufobjekte.repository';
import { projekteRepository } from './modules/projekte/projekte.repository';
import { vermarktungRepository } from './modules/vermarktung/vermarktung.repository';
import { shapeOf } from './platform/statement-shape';
import { built, fromShape, leafText } from './testing/statement-shapes';

const areas: [AreaDefinition, { where: (terms: Record<string, string[]>) => SQL | undefined }][] = [
  [projekteArea, projekteRepository],
  [kaufobjekteArea, kaufobjekteRepository],
  [firmenArea, firmenRepository],
  [ankaeufeArea, ankaeufeRepository],
  [vermarktungArea, vermarktungRepository],
];

// Filter values as people and attackers type them: numbers, short and long words, LIKE's own characters.
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer({ min: -5, max: 2_000_000 }).map(String),
  fc.constantFrom('hu', 'Ö', 'wohn', 'wien anger', '50%', 'a_b', 'x\\y', ' ', 'true', '1', '2024-03-01'),
);
const terms = (area: AreaDefinition) =>
  fc.dictionary(fc.constantFrom(...area.filterKeys), fc.array(value, { minLength: 1, maxLength: 2 }), {
    minKeys: 1,
  });

describe("the areas' list filters as statement shapes", () => {
  it("send exactly what Drizzle sends for the filter itself, for every area's filters and any values", () => {
    for (const [area, repository] of areas) {
      fc.assert(
        fc.property(terms(area), (t) => {
          const fragment = repository.where(t)!;
          expect(fromShape(fragment)).toEqual(built(fragment));
        }),
        { numRuns: 150 },
      );
    }
  });

  it('are equal only where the statement texts are equal, so a cached text never answers another filter', () => {
    for (const [area, repository] of areas) {
      fc.assert(
        fc.property(terms(area), terms(area), (a, b) => {
          const [x, y] = [repository.where(a)!, repository.where(b)!];
          const same = shapeOf(x, leafText).key === shapeOf(y, leafText).key;
          if (same) expect(built(x).sql).toBe(built(y).sql);
        }),
        { numRuns: 150 },
      );
    }
  });
});
