import { describe, expect, it } from 'vitest';
import { CARD_TYPES, CARD_TYPE_LABELS, frameCardMessageSchema, frameCardSchema } from './billing';

const message = {
  cc_number: '************4242',
  expiration_year: '2030',
  expiration_month: '12',
  cardConnect_expiry: '1230',
  cc_merchant_unique_id: 'tok_sandbox_0123456789',
  expiration_date: '12/30',
  i4go_cardtype: 'visa',
};

describe('frameCardMessageSchema', () => {
  it("accepts the frame's message and nothing more", () => {
    expect(frameCardMessageSchema.parse(message)).toEqual(message);
    expect(frameCardMessageSchema.safeParse({ ...message, billingName: 'Pat Doe' }).success).toBe(false);
    expect(frameCardMessageSchema.safeParse({ ...message, cc_number: '4242424242424242' }).success).toBe(false);
  });

  it('refuses expiry fields that disagree', () => {
    expect(frameCardMessageSchema.safeParse({ ...message, cardConnect_expiry: '1130' }).success).toBe(false);
    expect(frameCardMessageSchema.safeParse({ ...message, expiration_date: '12/31' }).success).toBe(false);
  });

  it('requires the merchant id (the card token)', () => {
    const { cc_merchant_unique_id: _token, ...withoutToken } = message;
    expect(frameCardMessageSchema.safeParse(withoutToken).success).toBe(false);
  });
});

describe('frameCardSchema', () => {
  it('is the message plus a trimmed, non-blank name on the card', () => {
    expect(frameCardSchema.parse({ ...message, billingName: '  Pat Doe ' })).toEqual({
      ...message,
      billingName: 'Pat Doe',
    });
    expect(frameCardSchema.safeParse({ ...message, billingName: '   ' }).success).toBe(false);
    expect(frameCardSchema.safeParse(message).success).toBe(false);
    expect(frameCardSchema.safeParse({ ...message, billingName: 'x'.repeat(121) }).success).toBe(false);
  });

  it('keeps the expiry rule and the strictness of the message', () => {
    expect(frameCardSchema.safeParse({ ...message, billingName: 'P', cardConnect_expiry: '0130' }).success).toBe(false);
    expect(frameCardSchema.safeParse({ ...message, billingName: 'P', cvc: '123' }).success).toBe(false);
  });
});

it('names every card type', () => {
  expect(CARD_TYPES.map((type) => CARD_TYPE_LABELS[type])).toEqual([
    'Visa',
    'Mastercard',
    'American Express',
    'Discover',
  ]);
});
