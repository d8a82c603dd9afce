import { __Name__Schema, __key__Area } from '@app/domain';
import { areaRoutes } from '../../platform/area-routes';
import { list__Name__, __key__Table } from './__key__.repository';
import { create__Name__, get__Name__, update__Name__ } from './__key__.service';

export const __key__Routes = areaRoutes(__key__Area, {
  service: {
    list: ({ db }, params) => list__Name__(db, params),
    get: ({ db }, id) => get__Name__(db, id),
    create: ({ db }, actor, fields) => create__Name__(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => update__Name__(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => __key__Table.remove(db, actor, id),
    removeMany: ({ db }, actor, ids) => __key__Table.removeMany(db, actor, ids),
  },
  record: __Name__Schema,
  row: __Name__Schema,
});
