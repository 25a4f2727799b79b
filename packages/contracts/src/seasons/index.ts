export * from './seasons.ts';
