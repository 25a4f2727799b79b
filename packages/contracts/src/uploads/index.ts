export * from './uploads.ts';
