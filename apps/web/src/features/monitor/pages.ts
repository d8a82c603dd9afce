// The monitor has no records of its own: its list route is the monitor screen.
export { MonitorPage as ListPage } from './monitor-page';
