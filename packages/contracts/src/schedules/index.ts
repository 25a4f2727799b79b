export * from './analyses.ts';
export * from './capacity.ts';
export * from './config.ts';
export * from './schedule.ts';
