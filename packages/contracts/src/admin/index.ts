export * from './admin.ts';
