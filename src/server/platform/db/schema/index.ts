// Every table, enum and row type the app uses, one file per module; drizzle-kit reads this file
// (drizzle.config.ts), so a new table's file must be re-exported here (STACK-NOTES.md).
export * from './accounts';
export * from './catalogue';
export * from './events';
export * from './registration';
export * from './money';
export * from './gate';
export * from './competition';
export * from './payouts';
export * from './toolkit';
export * from './read-model';
