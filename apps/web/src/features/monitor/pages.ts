import type { AreaPages } from '../../components/area/area-pages';

// The monitor has no records of its own: its list route is the monitor screen.
export const pages: AreaPages = {
  ListPage: async () => (await import('./monitor-page')).MonitorPage,
};
