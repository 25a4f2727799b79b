export * from './adjustments.ts';
export * from './conferences.ts';
export * from './scoring-system.ts';
export * from './standings.ts';
