export * from './config.ts';
export * from './schedule.ts';
export * from './games.ts';
