import { readFileSync } from 'node:fs';

/**
 * The contract's sample instances, copied into the package (packages/engine/samples) so that tests and the
 * benchmark run the same on a fresh clone wherever it sits.
 */
export const SAMPLES_DIR = new URL('../samples/', import.meta.url).pathname;

export const SAMPLE_NAMES = ['small', 'medium', 'planted', 'tournament', 'weekly'] as const;

export function samplePath(name: (typeof SAMPLE_NAMES)[number]): string {
  return `${SAMPLES_DIR}${name}.json`;
}

export function readSample(name: (typeof SAMPLE_NAMES)[number]): unknown {
  return JSON.parse(readFileSync(samplePath(name), 'utf8'));
}
