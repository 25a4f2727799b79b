import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('scroll position on navigation', () => {
  it('starts a new page at its top, and keeps the place on a query change or going back', async () => {
    mockFetch({ 'GET /api/users/self': json(401, { errors: { base: ['Not signed in'] } }) });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const { router } = renderApp('/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    scrollTo.mockClear();

    await act(() => router.navigate('/password'));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/password?email=a%40b.example'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate(-1));
    expect(router.state.historyAction).toBe('POP');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
