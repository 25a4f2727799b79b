import type { Plan } from '@app/contracts';

/**
 * A price in the plan's currency for the reader's language: dollars with cents, yen without decimals
 * (Intl.NumberFormat knows each currency's digits).
 */
export function formatPrice(amount: number, currency: Plan['currency'], locale: string): string {
  return new Intl.NumberFormat(locale === 'ja' ? 'ja-JP' : 'en-US', { style: 'currency', currency }).format(
    amount,
  );
}

/** Where the Custom plan's Contact button writes to. */
export const SALES_EMAIL = 'sales@fixture.app';

/** The mailto link of the Custom plan, with the plan in the subject. */
export const contactLink = (planName: string): string =>
  `mailto:${SALES_EMAIL}?subject=${encodeURIComponent(`${planName} plan`)}`;
