import { describe, expect, it } from 'vitest';
import { contactLink, formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('writes dollars with cents and yen without decimals', () => {
    expect(formatPrice(24.99, 'USD', 'en')).toBe('$24.99');
    expect(formatPrice(299.88, 'USD', 'en')).toBe('$299.88');
    expect(formatPrice(4980, 'JPY', 'ja')).toBe('￥4,980');
    expect(formatPrice(59760, 'JPY', 'ja')).toBe('￥59,760');
  });
});

describe('contactLink', () => {
  it('names the plan in an encoded subject', () => {
    expect(contactLink('Custom')).toBe('mailto:sales@fixture.app?subject=Custom%20plan');
  });
});
