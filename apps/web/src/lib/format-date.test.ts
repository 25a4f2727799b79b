import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.ts';

const instant = '2025-03-01T02:30:00.000Z';

describe('formatDate', () => {
  it("shows the instant in the user's time zone, not the browser's", () => {
    expect(formatDate(instant, { locale: 'en', timezone: 'Asia/Tokyo', style: 'datetime' })).toBe(
      'Mar 1, 2025, 11:30 AM',
    );
    expect(formatDate(instant, { locale: 'en', timezone: 'America/Chicago', style: 'date' })).toBe(
      'Feb 28, 2025',
    );
  });

  it('formats in Japanese for Japanese users', () => {
    expect(formatDate(instant, { locale: 'ja', timezone: 'Asia/Tokyo', style: 'date' })).toBe('2025/03/01');
  });

  it('falls back to the browser zone for an unknown zone and to empty text for an invalid date', () => {
    expect(formatDate(instant, { locale: 'en', timezone: 'Mars/Olympus', style: 'date' })).not.toBe('');
    expect(formatDate('not a date', { locale: 'en', timezone: 'UTC' })).toBe('');
  });
});
