import { expect, it } from 'vitest';
import { amountText, parseAmountCents } from './amount';

it('reads dollars and cents as typed, and refuses what is not an amount', () => {
  expect(parseAmountCents('12.50')).toBe(1250);
  expect(parseAmountCents('$12.5')).toBe(1250);
  expect(parseAmountCents(' 7 ')).toBe(700);
  expect(parseAmountCents('0.05')).toBe(5);
  for (const text of ['', '12.345', '-3', 'abc', '1,000']) expect(parseAmountCents(text)).toBeNull();
  expect(amountText(1250)).toBe('12.50');
});
