export * from './public-reads.ts';
export * from './public-webpage.ts';
export * from './site-paths.ts';
