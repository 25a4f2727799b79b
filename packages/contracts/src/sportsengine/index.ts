export * from './activity.ts';
export * from './platform.ts';
