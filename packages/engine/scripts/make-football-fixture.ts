import { readFileSync, writeFileSync } from 'node:fs';
import { footballFixture, formatFootballFixture } from '../src/standings/fixtures/football-fixture.ts';

/*
 * Makes a real-league standings fixture (docs/standings.md#checked-against-real-leagues) from a league file
 * of the public-domain openfootball data, repository openfootball/football.json, for example
 * 2018-19/en.1.json (Premier League 2018/19):
 *
 *   npx tsx packages/engine/scripts/make-football-fixture.ts en.1.json "openfootball/football.json 2018-19/en.1.json" \
 *     packages/engine/src/standings/fixtures/premier-league-2018-19.json
 *
 * The second argument is written into the fixture as its source.
 */

const [input, source, output] = process.argv.slice(2);
if (!input || !source || !output) {
  process.stderr.write('usage: make-football-fixture.ts LEAGUE.json SOURCE OUT.json\n');
  process.exit(2);
}
try {
  const fixture = footballFixture(JSON.parse(readFileSync(input, 'utf8')), source);
  writeFileSync(output, formatFootballFixture(fixture));
  process.stdout.write(`${output}: ${fixture.teams.length} teams, ${fixture.matches.length} matches\n`);
} catch (error) {
  process.stderr.write(`${input}: ${(error as Error).message}\n`);
  process.exit(2);
}
