export * from './people.ts';
export * from './person-dependents.ts';
