export * from './export-jobs.ts';
