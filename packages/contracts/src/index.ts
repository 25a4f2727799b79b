export * from './common.ts';
export * from './csv/index.ts';
export * from './league-structure/index.ts';
export * from './leagues.ts';
export * from './organizations.ts';
export * from './params.ts';
export * from './timeslots/index.ts';
export * from './users.ts';
