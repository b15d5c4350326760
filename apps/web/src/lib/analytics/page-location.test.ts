import { describe, expect, it } from 'vitest';
import { pageLocation, pageReferrer } from './page-location';

describe('pageLocation', () => {
  it('is our origin and the page path, without a query that carries a token, a member or an e-mail', () => {
    expect(pageLocation('https://join.example.com/new_password?token=abc.def', '/new_password')).toBe(
      'https://join.example.com/new_password',
    );
    expect(pageLocation('https://join.example.com/marin?resume=t0k3n#x', '/marin')).toBe(
      'https://join.example.com/marin',
    );
    expect(pageLocation('https://join.example.com/login?email=a%40b.com&next=%2Fbilling', '/login')).toBe(
      'https://join.example.com/login',
    );
    expect(pageLocation('https://join.example.com/?member=100001&code=X1', '/')).toBe('https://join.example.com/');
  });

  it('keeps the campaign tags, unless one holds an e-mail address', () => {
    expect(
      pageLocation('https://join.example.com/?utm_source=news&utm_medium=email&resume=t&utm_campaign=spring', '/'),
    ).toBe('https://join.example.com/?utm_source=news&utm_medium=email&utm_campaign=spring');
    expect(pageLocation('https://join.example.com/?utm_content=robin%40example.com&utm_source=x', '/')).toBe(
      'https://join.example.com/?utm_source=x',
    );
  });

  it('takes the path it is given, not the one in the address', () => {
    expect(pageLocation('https://join.example.com/staff/members/100001', '/staff/members/:memberId')).toBe(
      'https://join.example.com/staff/members/:memberId',
    );
  });
});

describe('pageReferrer', () => {
  it("is the referring site only: another site's path and query stay there", () => {
    expect(pageReferrer('https://mail.example.net/inbox/42?q=robin')).toBe('https://mail.example.net/');
    expect(pageReferrer('')).toBe('');
    expect(pageReferrer('not a url')).toBe('');
  });
});
