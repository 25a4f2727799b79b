export * from './access.ts';
export * from './organizations.ts';
export * from './roles.ts';
