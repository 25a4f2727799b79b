export * from './common.ts';
export * from './leagues.ts';
export * from './organizations.ts';
export * from './users.ts';
