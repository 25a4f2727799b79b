export * from './bulk-rows.ts';
export * from './dates.ts';
export * from './field-errors.ts';
export * from './fields.ts';
export * from './nul.ts';
export * from './params.ts';
export * from './primitives.ts';
export * from './refs.ts';
