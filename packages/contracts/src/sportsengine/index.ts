export * from './activity.ts';
export * from './export.ts';
export * from './link.ts';
export * from './platform.ts';
