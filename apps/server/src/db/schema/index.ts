export * from './users';
export * from './audit-log';
export * from './personen';
