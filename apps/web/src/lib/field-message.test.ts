import { describe, expect, it } from 'vitest';
import { createI18n, loadJapanese } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';
import { describeFailure, translateFieldMessage } from './field-message.ts';

const en = createI18n('en').t;
const ja = createI18n('ja', await loadJapanese()).t;

describe('describeFailure', () => {
  it('translates known messages and names the field by its label, not its server name', () => {
    const error = new ApiError(409, { email: ['has already been taken'] });
    expect(describeFailure(en, error)).toBe('Email: Already in use');
    expect(describeFailure(ja, error)).toBe('メールアドレス欄：すでに使われています');
  });

  it('gives messages about a link token and base messages as whole sentences', () => {
    const error = new ApiError(422, { confirmation_token: ['is invalid or has expired'] });
    expect(describeFailure(en, error)).toBe('This link is invalid or has expired.');
    expect(describeFailure(ja, new ApiError(422, { base: ['The owner cannot be removed'] }))).toBe(
      'オーナーは削除できません。',
    );
  });

  it('says "too many attempts" for any 429, whatever the rate limiter wrote', () => {
    const error = new ApiError(429, { base: ['Rate limit exceeded, retry in 1 minute'] });
    expect(describeFailure(en, error)).toBe('Too many attempts. Please wait a minute and try again.');
  });

  it('keeps an unknown server message in its own words, field first', () => {
    const error = new ApiError(422, { end_time: ['must be after the start'], base: ['Odd'] });
    expect(describeFailure(en, error)).toBe('end_time must be after the start; Odd');
  });

  it('shows the client-side network failure in the interface language', () => {
    expect(describeFailure(ja, new ApiError(0, { base: ['Network error'] }))).toBe(
      'サーバーに接続できませんでした。接続を確認して、もう一度お試しください。',
    );
  });
});

describe('translateFieldMessage', () => {
  it('translates the account and organisation messages the server sends', () => {
    expect(translateFieldMessage(en, 'is incorrect')).toBe('Incorrect');
    expect(translateFieldMessage(ja, 'is already a member of this organization')).toBe(
      'すでにこの組織のメンバーです',
    );
    expect(translateFieldMessage(en, 'has expired')).toBe('This link has expired.');
  });
});
