export * from './engine-time-constraint.ts';
export * from './home-venues.ts';
export * from './team-dependents.ts';
export * from './team-people.ts';
export * from './teams.ts';
export * from './time-constraints.ts';
export * from './travel-constraints.ts';
