export * from './share-links.ts';
