/**
 * The web app's only door to the scheduling engine (`@app/engine`; app/import-rules.test.ts allows the
 * package nowhere else). The browser runs these few pure engine functions itself, instead of keeping its
 * own copies or asking the server, so that what the screens show agrees with the solver and the server:
 * - `slotsNeeded`, `weekendWeeksNeeded`: the schedule wizard's first step estimates the slots a schedule
 *   needs and the weeks the weekend method needs with the engine's formulas, following every keystroke
 *   without a request. Which slots the teams can really use (home venues, time constraints, limits) only the
 *   server knows: the timeslot check itself is its answer, `POST /api/schedules/capacity` (docs/schedules.md).
 * - `slotsNeeded` again: the setup wizard's capacity check (features/wizard/model/capacity.ts) counts each
 *   division's need with the same formula, so the two wizards never disagree (docs/wizard.md#capacity-check).
 * - `successRateColour`: a schedule's success rate, computed by the engine, is coloured by the engine's rule.
 * - `toCsv`: the balance tables the browser downloads are quoted (RFC 4180) exactly as the server's CSV
 *   exports, which use the same function.
 * Each is pure (no Node API, no I/O), so it bundles for the browser. Add a name here only for such a
 * reason, and say it above.
 */
export { slotsNeeded, successRateColour, toCsv, weekendWeeksNeeded } from '@app/engine';
