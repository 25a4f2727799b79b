export * from './replan.ts';
