export * from './sports.ts';
export * from './wizard.ts';
