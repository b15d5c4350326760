import { describe, expect, it } from 'vitest';
import { MAX_MEMBER_NUMBER, isMemberNumber, memberNumberSchema } from './member-number';

describe('the member number', () => {
  it.each(['1', '100001', String(MAX_MEMBER_NUMBER), '0000000001'])('accepts %s', (value) => {
    expect(isMemberNumber(value)).toBe(true);
    expect(memberNumberSchema().safeParse(value).success).toBe(true);
  });

  it.each([String(MAX_MEMBER_NUMBER + 1), '9999999999'])('reads %s as a number no member has', (value) => {
    expect(memberNumberSchema().safeParse(value).success).toBe(true);
    expect(isMemberNumber(value)).toBe(false);
  });

  it.each(['', 'abc', '12a', '-1', '1.5', '12345678901', ' 12'])(
    'refuses %j, with the route’s own message',
    (value) => {
      expect(isMemberNumber(value)).toBe(false);
      const parsed = memberNumberSchema('Member number is not valid').safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Member number is not valid');
    },
  );

  it('takes the spaces typed around it when asked to', () => {
    expect(memberNumberSchema(undefined, { trim: true }).parse(' 100001 ')).toBe('100001');
  });
});
