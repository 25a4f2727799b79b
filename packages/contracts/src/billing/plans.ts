import { z } from 'zod';

/**
 * The plan catalogue, the one place plans, prices and features are written (docs/billing.md). English plans
 * are priced in US dollars, Japanese ones in yen; a Japanese slug is its English slug with a `jp_` prefix.
 * Prices are monthly, billed yearly: `annual_price` is what Stripe charges once a year. Custom plans have no
 * price and are sold by contact. Which Stripe price a slug buys is configuration (`STRIPE_PRICE_<SLUG>`),
 * not part of the catalogue.
 */

export const PLAN_LOCALES = ['en', 'ja'] as const;
export type PlanLocale = (typeof PLAN_LOCALES)[number];

/** What an organisation pays for: `free`, or one of the catalogue's slugs. */
export const FREE_PLAN = 'free';

export const PlanFeatureSchema = z.object({
  name: z.string(),
  sub_features: z.array(z.string()),
});
export type PlanFeature = z.infer<typeof PlanFeatureSchema>;

export const PlanSchema = z.object({
  name: z.string(),
  slug: z.string(),
  /** Monthly price in the currency's main unit (dollars, yen), billed yearly; null for a custom plan. */
  price: z.number().nullable(),
  annual_price: z.number().nullable(),
  currency: z.enum(['USD', 'JPY']),
  description: z.string(),
  popular: z.boolean(),
  custom: z.boolean(),
  /** Most teams one division may hold on this plan; null when unlimited. */
  max_teams_per_division: z.number().int().nullable(),
  features: z.array(PlanFeatureSchema),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlansQuerySchema = z.object({ locale: z.enum(PLAN_LOCALES).default('en') });

export const PlansResponseSchema = z.object({
  plans: z.array(PlanSchema),
  /** False when this server has no Stripe key: the cards show, and say billing is not set up here. */
  billing_enabled: z.boolean(),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

const core = (ja: boolean): PlanFeature[] =>
  ja
    ? [
        { name: '全試合を表示', sub_features: ['非表示の試合なし', 'エクスポートとカレンダー配信も全件'] },
        {
          name: '作成数の上限なし',
          sub_features: ['ディビジョン、チーム、試合、会場', 'リーグ、シーズン、スケジュール、エクスポート'],
        },
        { name: '共有リンクと埋め込み', sub_features: ['スケジュール、チーム、順位表'] },
      ]
    : [
        { name: 'Every game visible', sub_features: ['No hidden games', 'Full exports and calendar feeds'] },
        {
          name: 'No creation limits',
          sub_features: ['Divisions, teams, games, venues', 'Leagues, seasons, schedules, exports'],
        },
        { name: 'Share links and embed code', sub_features: ['Schedules, teams and standings'] },
      ];

// What the plans above Pro add: no cap on teams in a division (Pro's 50 is enforced, docs/free-tier-limits.md).
const more = (ja: boolean): PlanFeature[] =>
  ja
    ? [{ name: 'チーム数の上限なし', sub_features: ['1 ディビジョンのチーム数に上限なし'] }]
    : [{ name: 'Unlimited teams', sub_features: ['No cap on teams in a division'] }];

// Elite and Custom: a person to help build the schedules.
const most = (ja: boolean): PlanFeature[] =>
  ja
    ? [{ name: '優先サポート', sub_features: ['スケジュール作成の相談'] }]
    : [{ name: 'Priority support', sub_features: ['Help building your schedules'] }];

const EN: Plan[] = [
  {
    name: 'Pro',
    slug: 'pro_yearly',
    price: 19.99,
    annual_price: 239.88,
    currency: 'USD',
    description: 'For a single league with up to 50 teams a division.',
    popular: false,
    custom: false,
    max_teams_per_division: 50,
    features: core(false),
  },
  {
    name: 'All-Star',
    slug: 'all_star_yearly',
    price: 24.99,
    annual_price: 299.88,
    currency: 'USD',
    description: 'For growing leagues: no cap on teams in a division.',
    popular: true,
    custom: false,
    max_teams_per_division: null,
    features: [...core(false), ...more(false)],
  },
  {
    name: 'Elite',
    slug: 'elite_yearly',
    price: 49.99,
    annual_price: 599.88,
    currency: 'USD',
    description: 'For organisations running many leagues, with priority support.',
    popular: false,
    custom: false,
    max_teams_per_division: null,
    features: [...core(false), ...more(false), ...most(false)],
  },
  {
    name: 'Custom',
    slug: 'custom',
    price: null,
    annual_price: null,
    currency: 'USD',
    description: 'For associations and governing bodies: contact us.',
    popular: false,
    custom: true,
    max_teams_per_division: null,
    features: [...core(false), ...more(false), ...most(false)],
  },
];

const JA: Plan[] = [
  {
    name: 'プロ',
    slug: 'jp_pro_yearly',
    price: 2980,
    annual_price: 35760,
    currency: 'JPY',
    description: '1 ディビジョン 50 チームまでのリーグに。',
    popular: false,
    custom: false,
    max_teams_per_division: 50,
    features: core(true),
  },
  {
    name: 'オールスター',
    slug: 'jp_all_star_yearly',
    price: 4980,
    annual_price: 59760,
    currency: 'JPY',
    description: '成長中のリーグに: ディビジョンのチーム数に上限なし。',
    popular: true,
    custom: false,
    max_teams_per_division: null,
    features: [...core(true), ...more(true)],
  },
  {
    name: 'カスタム',
    slug: 'jp_custom',
    price: null,
    annual_price: null,
    currency: 'JPY',
    description: '協会や連盟向け: お問い合わせください。',
    popular: false,
    custom: true,
    max_teams_per_division: null,
    features: [...core(true), ...more(true), ...most(true)],
  },
];

/** The catalogue shown to a reader of `locale`. */
export const plansFor = (locale: PlanLocale): Plan[] => (locale === 'ja' ? JA : EN);

/** Every plan of every locale. */
export const ALL_PLANS: readonly Plan[] = [...EN, ...JA];

/** The plan of `slug`, in any locale; undefined for `free` or an unknown slug. */
export const findPlan = (slug: string): Plan | undefined => ALL_PLANS.find((plan) => plan.slug === slug);

/** Plans bought through checkout: the priced ones. Custom plans are set by a site admin. */
export const isCheckoutPlan = (slug: string): boolean => {
  const plan = findPlan(slug);
  return plan !== undefined && !plan.custom;
};

/** True when `plan` (an organisation's stored plan) is any paid plan: every limit and mask is lifted. */
export const isPaidPlan = (plan: string): boolean => plan !== FREE_PLAN && findPlan(plan) !== undefined;

/** Every value an organisation's plan may hold. */
export const PLAN_SLUGS: readonly string[] = [FREE_PLAN, ...ALL_PLANS.map((plan) => plan.slug)];
export const OrganizationPlanSchema = z
  .string()
  .refine((value) => PLAN_SLUGS.includes(value), { message: `must be one of ${PLAN_SLUGS.join(', ')}` });
