export * from './people.ts';
