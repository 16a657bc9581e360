import { describe, expect, it } from 'vitest';
import { redirectTargetAfterAuth } from './auth-api';

describe('redirect after auth', () => {
  it('prefers returnUrl, then the plan checkout, then the dashboard', () => {
    expect(redirectTargetAfterAuth({ returnUrl: '/settings', plan: 'complete_legacy' })).toBe('/settings');
    expect(redirectTargetAfterAuth({ plan: 'complete_legacy' })).toBe('/checkout?plan=complete_legacy');
    expect(redirectTargetAfterAuth({})).toBe('/dashboard');
  });

  it('never follows a returnUrl to another site', () => {
    expect(redirectTargetAfterAuth({ returnUrl: 'https://evil.example' })).toBe('/dashboard');
    expect(redirectTargetAfterAuth({ returnUrl: '//evil.example' })).toBe('/dashboard');
  });
});
