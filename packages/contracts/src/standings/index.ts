export * from './scoring-system.ts';
