import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Naming } from '../model/defaults.ts';
import type { WizardDraft } from '../model/draft.ts';
import { SURFACE_TERM } from './step-keys.ts';

export type DraftUpdate = Partial<WizardDraft> | ((draft: WizardDraft) => WizardDraft);

/** What every step screen gets: the draft, a way to change it, and the messages of its fields. */
export interface StepProps {
  draft: WizardDraft;
  onChange: (update: DraftUpdate) => void;
  /** Translated messages by field path (validation and the server's 400), shown under their inputs. */
  errors: Record<string, string>;
  naming: Naming;
}

/** Names of generated records in the interface language ("Division A" / "ディビジョンA"). */
export function namingOf(t: TFunction): Naming {
  return {
    division: (letter) => t('wizard.naming.division', { letter }),
    team: (code) => t('wizard.naming.team', { code }),
    venue: (n) => (n === 1 ? t('wizard.naming.firstVenue') : t('wizard.naming.venue', { n })),
    surface: (term, n) => t('wizard.naming.surface', { term: t(SURFACE_TERM[term]), n }),
  };
}

export function useNaming(): Naming {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names change with the language only.
  return useMemo(() => namingOf(t), [t, i18n.language]);
}
