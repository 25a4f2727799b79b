import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './slow-first-sequencer.ts';

// End-to-end specs drive the built app in headless Chromium against one shared server. Each spec signs up its own
// accounts (unique emails), so two spec files run at once: a browser waits on the server and the server on the
// browser, and one file at a time left a core idle (docs/reliability.md, "CI time").
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: true,
    // A worker process runs spec after spec with the modules it has loaded (Playwright, the contracts, the
    // support files) rather than importing them afresh per spec, about 2 s of a busy core each. Each spec still
    // launches its own browser and signs up its own accounts, and no spec or support file keeps module state
    // that another spec reads (docs/reliability.md, "CI time").
    isolate: false,
    sequence: { sequencer: SlowFirstSequencer },
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
