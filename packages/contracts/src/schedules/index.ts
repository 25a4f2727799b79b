export * from './analyses.ts';
export * from './capacity.ts';
export * from './config.ts';
export * from './diagnosis.ts';
export * from './schedule.ts';
