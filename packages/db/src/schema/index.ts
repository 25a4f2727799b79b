export * from './invitations.ts';
export * from './memberships.ts';
export * from './organizations.ts';
export * from './sessions.ts';
export * from './user-tokens.ts';
export * from './users.ts';
