export * from './analyses.ts';
export * from './config.ts';
export * from './schedule.ts';
