export * from './divisions.ts';
