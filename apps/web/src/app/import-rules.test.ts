import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layering, checked on every test run (docs/ARCHITECTURE.md describes it):
 * - `features/<domain>/` never imports another feature: what two features need lives in `queries/` (shared
 *   react-query hooks), `lib/` (logic), `components/` (UI), and a page showing two features' pieces is put
 *   together in `app/pages/`, which passes one feature's components to the other as props.
 * - `lib/`, `components/` and `queries/` are shared: they import neither a feature nor the app.
 * - Two packages come in through one module each (GATEWAYS below): the scheduling engine, whose use in the
 *   browser is deliberate and explained there, and the Temporal polyfill, so time-zone arithmetic has one home.
 * Import sources are read with a regular expression over the code (comments removed), so every form counts:
 * `import … from`, `export … from`, side-effect imports, `import()` and `vi.mock()`.
 */

const SRC = resolve(import.meta.dirname, '..');

/** Packages only one module may import, and why. */
const GATEWAYS: Record<string, { module: string; why: string }> = {
  '@app/engine': {
    module: 'lib/engine.ts',
    why: 'the browser runs only the pure engine functions listed there, each for a stated reason',
  },
  'temporal-polyfill': {
    module: 'lib/zoned-time.ts',
    why: 'every time-zone and calendar-date computation of the web app lives in one module',
  },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n');
}

const IMPORT_SOURCE =
  /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]|\bvi\.mock\(\s*['"]([^'"]+)['"]/gm;

interface Import {
  /** The importing file, relative to src/ with forward slashes. */
  file: string;
  source: string;
  /** For a relative source, the imported file relative to src/; else null (a package). */
  target: string | null;
}

/** Every import of the given source text of `file` (a path relative to src/). */
function importsOf(file: string, text: string): Import[] {
  return [...withoutComments(text).matchAll(IMPORT_SOURCE)].map((match) => {
    const source = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
    const target = source.startsWith('.')
      ? relative(SRC, resolve(SRC, dirname(file), source))
          .split(sep)
          .join('/')
      : null;
    return { file, source, target };
  });
}

/** `features/<name>` of a path under src/, or the top folder (`lib`, `app`, …). */
function area(path: string): string {
  const [top = '', second = ''] = path.split('/');
  return top === 'features' ? `features/${second}` : top;
}

const SHARED = new Set(['lib', 'components', 'queries']);

/** Why the import breaks the layering, or null when it is allowed. */
function violation({ file, source, target }: Import): string | null {
  const from = area(file);
  const gateway = Object.entries(GATEWAYS).find(([name]) => source === name || source.startsWith(`${name}/`));
  if (gateway && file !== gateway[1].module) {
    return `${source} only through ${gateway[1].module} (${gateway[1].why})`;
  }
  if (target === null) return null;
  const to = area(target);
  if (from.startsWith('features/') && to.startsWith('features/') && to !== from) {
    return `${from} imports ${to}: share it through queries/, lib/ or components/, or compose in app/pages/`;
  }
  if ((SHARED.has(from) || from.startsWith('features/')) && to === 'app') {
    return `${from} imports app/: only app/ composes the features`;
  }
  if (SHARED.has(from) && to.startsWith('features/')) {
    return `${from} is shared and imports ${to}`;
  }
  return null;
}

const files = sourceFiles(SRC).map((path) => relative(SRC, path).split(sep).join('/'));
const imports = files.flatMap((file) => importsOf(file, readFileSync(join(SRC, file), 'utf8')));

describe('web import rules', () => {
  it('reads the whole app', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(imports.filter((i) => i.target?.startsWith('features/')).length).toBeGreaterThan(300);
  });

  it('let @app/engine and temporal-polyfill in through their one module only', () => {
    for (const [name, { module }] of Object.entries(GATEWAYS)) {
      const users = [...new Set(imports.filter((i) => i.source === name).map((i) => i.file))];
      expect(users, name).toEqual([module]);
    }
  });

  it('keep every feature to itself and the shared folders free of features', () => {
    const broken = imports.flatMap((i) => {
      const why = violation(i);
      return why ? [`${i.file}: '${i.source}' — ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('catch each kind of violation', () => {
    const check = (file: string, code: string) => importsOf(file, code).map(violation);
    expect(
      check(
        'features/timeslots/components/x.tsx',
        "import { a } from '../../schedules/components/a.tsx';\nconst b = import('../../schedules/b.tsx');",
      ),
    ).toEqual([expect.stringContaining('features/schedules'), expect.stringContaining('features/schedules')]);
    expect(check('queries/x.ts', "export { a } from '../features/seasons/api/a.ts';")).toEqual([
      expect.stringContaining('shared'),
    ]);
    expect(check('lib/x.ts', "import '../features/timeslots/components/calendar.css';")).toEqual([
      expect.stringContaining('shared'),
    ]);
    expect(check('components/x.tsx', "import { routes } from '../app/routes.tsx';")).toEqual([
      expect.stringContaining('app/'),
    ]);
    expect(
      check(
        'features/seasons/routes/x.tsx',
        "// import { a } from '../../leagues/a.ts';\nimport { b } from '../../../queries/use-season.ts';\nimport { c } from '../components/c.tsx';",
      ),
    ).toEqual([null, null]);
    expect(check('app/pages/x.tsx', "import { a } from '../../features/leagues/routes/a.tsx';")).toEqual([
      null,
    ]);
  });
});
