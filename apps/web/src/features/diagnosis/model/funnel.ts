import type { CapacityStep, DiagnosisRule } from '@app/contracts';

/** One rule of the funnel that removed capacity; `binding` marks the rule after which too little is left. */
export interface FunnelStep {
  rule: DiagnosisRule;
  left: number;
  binding: boolean;
}

/** What a division (or team) needs, what is open to it, and the rules that take capacity away, in order. */
export interface Funnel {
  needs: number;
  open: number;
  /** Fewer slots are open than games needed before any rule binds: the open count is what to emphasise. */
  openBinding: boolean;
  steps: FunnelStep[];
}

/** A subject of the diagnosis: a division or a team, with its steps in the order the rules apply. */
interface Subject {
  games: number;
  steps: readonly CapacityStep[];
  binding: DiagnosisRule | null;
}

/**
 * The funnel as the sentence tells it (docs/diagnosis.md): only the steps that remove something; when the
 * binding rule removes nothing itself, the open slots were already too few and they are emphasised instead. `slots` is what is open before any rule (a division's
 * season slots); a team has none, so its first step stands for what is open to it.
 */
export function funnelOf(subject: Subject, slots: number | null): Funnel {
  const open = slots ?? subject.steps[0]?.left ?? 0;
  const rest = slots === null ? subject.steps.slice(1) : subject.steps;
  const steps: FunnelStep[] = [];
  let before = open;
  let openBinding = false;
  for (const step of rest) {
    const binding = step.rule === subject.binding;
    // A binding rule that removes nothing only says the open slots were already too few.
    if (step.left < before) steps.push({ rule: step.rule, left: step.left, binding });
    else if (binding) openBinding = true;
    before = step.left;
  }
  return { needs: subject.games, open, openBinding, steps };
}

/** A piece of a sentence; `emphasis` for the binding rule's. */
export interface SentencePart {
  text: string;
  emphasis: boolean;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

const STEP_KEYS: Record<DiagnosisRule, string> = {
  dates: 'diagnosis.funnel.dates',
  slot_rules: 'diagnosis.funnel.slot_rules',
  home_venues: 'diagnosis.funnel.home_venues',
  time_constraints: 'diagnosis.funnel.time_constraints',
  travel: 'diagnosis.funnel.travel',
  limits: 'diagnosis.funnel.limits',
  rest: 'diagnosis.funnel.rest',
  coach_conflicts: 'diagnosis.funnel.coach_conflicts',
  other_games: 'diagnosis.funnel.other_games',
};

/** A rule's name, where a conflicting rule comes without a reason this version of the app knows. */
export const RULE_KEYS: Record<DiagnosisRule, string> = {
  dates: 'diagnosis.rule.dates',
  slot_rules: 'diagnosis.rule.slot_rules',
  home_venues: 'diagnosis.rule.home_venues',
  time_constraints: 'diagnosis.rule.time_constraints',
  travel: 'diagnosis.rule.travel',
  limits: 'diagnosis.rule.limits',
  rest: 'diagnosis.rule.rest',
  coach_conflicts: 'diagnosis.rule.coach_conflicts',
  other_games: 'diagnosis.rule.other_games',
};

/**
 * "U12 needs 56 games; 63 slots are open to it; home-venue rules leave 41; time constraints leave 38." in
 * the interface language, as parts so the page can emphasise the binding rule.
 */
export function funnelSentence(name: string, funnel: Funnel, t: Translate, language: string): SentencePart[] {
  const ja = language.startsWith('ja');
  const texts: SentencePart[] = [
    { text: t('diagnosis.funnel.needs', { name, count: funnel.needs }), emphasis: false },
    { text: t('diagnosis.funnel.open', { count: funnel.open }), emphasis: funnel.openBinding },
    ...funnel.steps.map((step) => ({
      text: t(STEP_KEYS[step.rule], { count: step.left }),
      emphasis: step.binding,
    })),
  ];
  const parts: SentencePart[] = [];
  texts.forEach((part, index) => {
    if (index > 0) parts.push({ text: ja ? '、' : '; ', emphasis: false });
    parts.push(part);
  });
  parts.push({ text: ja ? '。' : '.', emphasis: false });
  return parts;
}

/** The sentence as plain text (for tests and accessible labels). */
export function sentenceText(parts: readonly SentencePart[]): string {
  return parts.map((part) => part.text).join('');
}

/** "places 12 of 14 games": the games a fix places out of the run's unscheduled ones. */
export function fixReach(fix: { places: number; unscheduled_after: number }): { places: number; of: number } {
  return { places: fix.places, of: fix.places + fix.unscheduled_after };
}
