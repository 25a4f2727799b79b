export * from './current-season.ts';
export * from './league-document.ts';
export * from './league-document-mapping.ts';
export * from './league-document-play.ts';
export * from './league-info.ts';
export type * from './league-snapshot.ts';
export * from './leagues.ts';
