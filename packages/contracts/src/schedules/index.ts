export * from './config.ts';
export * from './schedule.ts';
