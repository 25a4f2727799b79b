import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, loadJapanese } from '../../../i18n/i18n.ts';
import { buildDiagnosis } from '../test/build-diagnosis.ts';
import { fixReach, funnelOf, funnelSentence, sentenceText } from './funnel.ts';

type T = (key: string, values?: Record<string, unknown>) => string;
let en: T;
let ja: T;

beforeAll(async () => {
  en = createI18n('en').t as T;
  ja = createI18n('ja', await loadJapanese()).t as T;
});

const division = () => {
  const d = buildDiagnosis().divisions[0];
  if (!d) throw new Error('fixture has a division');
  return d;
};

describe('the capacity funnel', () => {
  it('keeps only the rules that remove slots, and marks the binding one', () => {
    const funnel = funnelOf(division(), 63);
    expect(funnel).toEqual({
      needs: 56,
      open: 63,
      openBinding: false,
      steps: [
        { rule: 'home_venues', left: 41, binding: true },
        { rule: 'time_constraints', left: 38, binding: false },
      ],
    });
  });

  it('emphasises the open slots when the binding rule removes nothing itself', () => {
    const funnel = funnelOf({ games: 10, steps: [{ rule: 'dates', left: 8 }], binding: 'dates' }, 8);
    expect(funnel.steps).toEqual([]);
    expect(funnel.openBinding).toBe(true);
    const parts = funnelSentence('U12', funnel, en, 'en');
    expect(parts.filter((p) => p.emphasis).map((p) => p.text)).toEqual(['8 slots are open to it']);
  });

  it("takes a team's first step as what is open to it", () => {
    const team = division().teams[0];
    if (!team) throw new Error('fixture has a team');
    expect(funnelOf(team, null)).toEqual({
      needs: 14,
      open: 20,
      openBinding: false,
      steps: [{ rule: 'time_constraints', left: 10, binding: true }],
    });
  });

  it('reads as one sentence in English and Japanese, the binding rule emphasised', () => {
    const parts = funnelSentence('U12', funnelOf(division(), 63), en, 'en');
    expect(sentenceText(parts)).toBe(
      'U12 needs 56 games; 63 slots are open to it; home-venue rules leave 41; time constraints leave 38.',
    );
    expect(parts.filter((p) => p.emphasis).map((p) => p.text)).toEqual(['home-venue rules leave 41']);
    expect(sentenceText(funnelSentence('U12', funnelOf(division(), 63), ja, 'ja'))).toBe(
      'U12には56試合が必要、使える枠は63件、ホーム会場のルールで残り41件、時間の制約で残り38件。',
    );
  });

  it('says "1 game" and counts games after the per-week limits', () => {
    const parts = funnelSentence(
      'U8',
      funnelOf({ games: 1, steps: [{ rule: 'limits', left: 0 }], binding: 'limits' }, 4),
      en,
      'en',
    );
    expect(sentenceText(parts)).toBe(
      'U8 needs 1 game; 4 slots are open to it; per-day and per-week limits leave room for 0 games.',
    );
  });

  it('tells how many of the unscheduled games a fix places', () => {
    expect(fixReach({ places: 12, unscheduled_after: 2 })).toEqual({ places: 12, of: 14 });
  });
});
