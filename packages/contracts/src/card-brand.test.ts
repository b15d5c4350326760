import { expect, it } from 'vitest';
import { CARD_TYPES } from './billing';
import { cardBrandName } from './card-brand';

it('names every brand the provider gives as people write it, and refuses an unknown one', () => {
  expect(CARD_TYPES.map(cardBrandName)).toEqual(['Visa', 'Mastercard', 'American Express', 'Discover']);
  expect(() => cardBrandName('diners')).toThrow("Unknown card brand 'diners'");
  expect(() => cardBrandName('Visa')).toThrow();
});
