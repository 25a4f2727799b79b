export * from './activity.ts';
export * from './import.ts';
export * from './platform.ts';
