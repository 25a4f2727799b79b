export * from './bulk-edit.ts';
