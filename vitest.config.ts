import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/** The API suite on one database; `isolated` runs the files that mock modules, each in its own module graph. */
function apiProject(db: 'pglite' | 'postgres', isolated: boolean): TestProjectInlineConfiguration {
  return {
    test: {
      name: `api-${db}${isolated ? '-isolated' : ''}`,
      include: [isolated ? 'apps/api/**/*.isolated.test.ts' : 'apps/api/**/*.test.ts'],
      exclude: [
        'apps/api/reliability/**',
        '**/node_modules/**',
        // PostgreSQL-only tests (a server to drop connections of, large seasons PGlite is slow to fill).
        ...(db === 'pglite' ? ['apps/api/**/*.postgres.test.ts'] : []),
        ...(isolated ? [] : ['apps/api/**/*.isolated.test.ts']),
      ],
      environment: 'node',
      env: { TEST_DB: db },
      testTimeout: 30_000,
      hookTimeout: 60_000,
      isolate: isolated,
    },
  };
}

// One runner for every suite. The API suite runs twice: on embedded PGlite and on a PostgreSQL server.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine. Most API, fault and job
    // tests wait on PostgreSQL, child processes or timers rather than compute, so two files at once use the
    // machine better (docs/reliability.md, "CI time").
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'engine',
          include: ['packages/engine/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // The engine is pure: no module mocks, fake timers, environment or global changes, and its only
          // module-level state is memoised Intl formatters. So its files share one worker thread and one
          // module graph instead of a fresh process each. (The CLI and worker tests start their own
          // process or thread.) A test that mocks a module or mutates shared state belongs in its own
          // isolated project.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        test: { name: 'packages', include: ['packages/{contracts,db}/**/*.test.ts'], environment: 'node' },
      },
      // The API suite on each database. Its test files share a worker's loaded modules (`isolate: false`)
      // instead of importing the whole API afresh each: that import was half of the suite's time. Each file still
      // builds its own app on its own database, and the API keeps no module state a test changes. A file that
      // mocks a module (vi.mock) cannot share modules, since whichever file loaded the module first decides
      // what every later one gets, so it is named *.isolated.test.ts and runs in a fresh module graph
      // (docs/reliability.md, "CI time").
      apiProject('pglite', false),
      apiProject('pglite', true),
      apiProject('postgres', false),
      apiProject('postgres', true),
      {
        // The reliability suite (docs/reliability.md), on PostgreSQL, where connections can drop and requests
        // really run at once. `npm test` runs it on the short setting; `npm run test:reliability` in full.
        test: {
          name: 'reliability',
          include: ['apps/api/reliability/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DB: 'postgres', RELIABILITY: process.env.RELIABILITY ?? 'short' },
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Each file in a fresh VM context inside long-lived worker threads, rather than a fresh process: the
          // files still share no state, but React, Mantine and jsdom load once per worker instead of once per
          // file, which halved the web project's time (docs/reliability.md, "CI time").
          pool: 'vmThreads',
          // Several waits of up to 5 s each (test/render-app.tsx) on a busy machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
