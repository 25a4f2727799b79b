export * from './plans.ts';
export * from './stripe.ts';
