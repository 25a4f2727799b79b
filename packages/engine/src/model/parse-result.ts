import type { Diagnosis } from '../diagnose/diagnosis.ts';
import type { Result } from './instance.ts';
import { InstanceError } from './instance-error.ts';
import {
  childPath,
  describe,
  optionalEnum,
  readObject,
  requiredArray,
  requiredNumber,
} from './json-reader.ts';
import { parseGame } from './parse-game.ts';

/**
 * Reads a result file (the validator's input). Throws InstanceError naming the JSON path of the first bad
 * field. Game ids must be unique; metrics are read as given (the validator recomputes them).
 */
export function parseResult(json: unknown): Result {
  const root = readObject(json, '');
  if (root.fields.format_version !== 1) {
    throw new InstanceError('format_version', `expected 1, got ${describe(root.fields.format_version)}`);
  }
  const seen = new Set<string>();
  const games = requiredArray(root, 'games').map((value, i) => {
    const game = parseGame(value, childPath('games', i));
    if (seen.has(game.id))
      throw new InstanceError(childPath(childPath('games', i), 'id'), `duplicate game id "${game.id}"`);
    seen.add(game.id);
    return game;
  });
  const reasons: Record<string, string> = {};
  const reasonsValue = root.fields.unscheduled_reasons;
  if (reasonsValue !== undefined && reasonsValue !== null) {
    const obj = readObject(reasonsValue, 'unscheduled_reasons');
    for (const [key, value] of Object.entries(obj.fields)) {
      if (typeof value !== 'string') {
        throw new InstanceError(
          childPath('unscheduled_reasons', key),
          `expected a string, got ${describe(value)}`,
        );
      }
      reasons[key] = value;
    }
  }
  // The optional diagnosis of a partial result (docs/diagnosis.md, "The engine") is carried as given; the validator
  // does not read it.
  const diagnosisValue = root.fields.diagnosis;
  let diagnosis: Diagnosis | undefined;
  if (diagnosisValue !== undefined && diagnosisValue !== null) {
    const obj = readObject(diagnosisValue, 'diagnosis');
    if (obj.fields.format_version !== 1)
      throw new InstanceError(
        'diagnosis.format_version',
        `expected 1, got ${describe(obj.fields.format_version)}`,
      );
    for (const key of ['divisions', 'conflicts', 'fixes']) requiredArray(obj, key);
    diagnosis = diagnosisValue as Diagnosis;
  }
  const metricsObj = readObject(root.fields.metrics ?? {}, 'metrics');
  const scheduled = games.filter((g) => g.timeslot_id !== null).length;
  const read = (key: string, fallback: number): number =>
    metricsObj.fields[key] === undefined ? fallback : requiredNumber(metricsObj, key);
  return {
    format_version: 1,
    status: optionalEnum(
      root,
      'status',
      ['complete', 'partial'],
      scheduled === games.length ? 'complete' : 'partial',
    ),
    games,
    unscheduled_reasons: reasons,
    metrics: {
      scheduled: read('scheduled', scheduled),
      unscheduled: read('unscheduled', games.length - scheduled),
      success_rate: read('success_rate', 0),
      elapsed_ms: read('elapsed_ms', 0),
    },
    ...(diagnosis ? { diagnosis } : {}),
  };
}
