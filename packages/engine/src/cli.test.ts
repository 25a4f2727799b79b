import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { samplePath } from './test-samples.ts';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const SMALL = samplePath('small');

function run(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], { encoding: 'utf8' });
}

describe('engine command line', () => {
  it('solves to a file, printing nothing, and validates the result with exit 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-cli-'));
    const out = join(dir, 'result.json');
    const solved = run('solve', SMALL, '--out', out, '--time-limit', '10', '--seed', '5');
    expect(solved.status).toBe(0);
    expect(solved.stdout).toBe('');
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.status).toBe('complete');
    // The contract's Result only: the library's reasons as data stay out of the file.
    expect(Object.keys(written).sort()).toEqual([
      'format_version',
      'games',
      'metrics',
      'status',
      'unscheduled_reasons',
    ]);
    const checked = run('validate', SMALL, out);
    expect(checked.status).toBe(0);
    expect(checked.stdout).toMatch(/^violations=0 scheduled=56 /m);
  });

  it('exits 2 naming the JSON path of invalid input', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-cli-'));
    const json = JSON.parse(readFileSync(SMALL, 'utf8'));
    json.teams[3].division_id = 'd9';
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(json));
    const solved = run('solve', bad, '--out', join(dir, 'r.json'));
    expect(solved.status).toBe(2);
    expect(solved.stderr).toContain('teams[3].division_id: unknown division "d9"');
  });

  it('exits 1 when a result breaks a hard rule', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-cli-'));
    const out = join(dir, 'result.json');
    expect(run('solve', SMALL, '--out', out).status).toBe(0);
    const result = JSON.parse(readFileSync(out, 'utf8'));
    result.games[1].timeslot_id = result.games[0].timeslot_id;
    writeFileSync(out, JSON.stringify(result));
    const checked = run('validate', SMALL, out);
    expect(checked.status).toBe(1);
    expect(checked.stdout.split('\n').length).toBeGreaterThan(1);
  });

  it('writes a diagnosis with a partial result, and leaves it out with --no-diagnosis', () => {
    const dir = mkdtempSync(join(tmpdir(), 'engine-cli-'));
    const json = JSON.parse(readFileSync(SMALL, 'utf8'));
    // One slot in eight: fewer than the small league's games.
    json.timeslots = json.timeslots.filter((_: unknown, i: number) => i % 8 === 0);
    const input = join(dir, 'short.json');
    writeFileSync(input, JSON.stringify(json));
    const out = join(dir, 'result.json');
    expect(run('solve', input, '--out', out, '--time-limit', '10').status).toBe(0);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.status).toBe('partial');
    expect(written.diagnosis.format_version).toBe(1);
    expect(written.diagnosis.divisions.length).toBeGreaterThan(0);
    expect(run('validate', input, out).stdout).toMatch(/violations=0/);
    const bare = join(dir, 'bare.json');
    expect(run('solve', input, '--out', bare, '--time-limit', '10', '--no-diagnosis').status).toBe(0);
    expect(JSON.parse(readFileSync(bare, 'utf8')).diagnosis).toBeUndefined();
  });
});
