export * from './activity.ts';
export * from './export.ts';
export * from './platform.ts';
