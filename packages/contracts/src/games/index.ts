export * from './game.ts';
export * from './games.ts';
