export * from './users';
export * from './audit-log';
export * from './personen';
export * from './catalogues';
export * from './firmen';
export * from './projekte';
export * from './dateien';
export * from './fbuch';
