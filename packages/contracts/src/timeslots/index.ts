export * from './batch.ts';
export * from './fields.ts';
export * from './generate.ts';
export * from './timeslot.ts';
