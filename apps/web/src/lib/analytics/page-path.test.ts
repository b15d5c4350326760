import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path';

const clubsOnly = (name: string, value: string) => name === 'location' && ['marin', 'castro'].includes(value);

describe('pagePath', () => {
  it('is the path as it is when the route has no parameters', () => {
    expect(pagePath('/', {}, clubsOnly)).toBe('/');
    expect(pagePath('/staff/dashboard', {}, clubsOnly)).toBe('/staff/dashboard');
  });

  it('writes a parameter as its name: a member id never reaches analytics', () => {
    expect(pagePath('/staff/members/100001', { memberId: '100001' }, clubsOnly)).toBe('/staff/members/:memberId');
    expect(pagePath('/staff/members/a%20b', { memberId: 'a b' }, clubsOnly)).toBe('/staff/members/:memberId');
  });

  it("keeps a club's path, which names a club, and hides any other one-segment path", () => {
    expect(pagePath('/marin', { location: 'marin' }, clubsOnly)).toBe('/marin');
    expect(pagePath('/marin/payment-confirmation', { location: 'marin' }, clubsOnly)).toBe(
      '/marin/payment-confirmation',
    );
    expect(pagePath('/robin@example.com', { location: 'robin@example.com' }, clubsOnly)).toBe('/:location');
  });

  it("writes a catch-all's part as *", () => {
    expect(pagePath('/nowhere/at/all', { '*': 'nowhere/at/all' }, clubsOnly)).toBe('/*');
    expect(pagePath('/nowhere', { '*': 'nowhere' })).toBe('/*');
  });
});
