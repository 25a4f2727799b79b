// One folder per domain (docs/ARCHITECTURE.md); `common/` holds the primitives every domain builds on.
export * from './bulk-edit/index.ts';
export * from './common/index.ts';
export * from './dashboard/index.ts';
export * from './divisions/index.ts';
export * from './exports/index.ts';
export * from './games/index.ts';
export * from './imports/index.ts';
export * from './leagues/index.ts';
export * from './organizations/index.ts';
export * from './people/index.ts';
export * from './schedules/index.ts';
export * from './seasons/index.ts';
export * from './teams/index.ts';
export * from './timeslots/index.ts';
export * from './users/index.ts';
export * from './venues/index.ts';
