import { randomBytes } from 'node:crypto';
import { CARD_DECLINED_MESSAGE } from '@gym/contracts/billing';
import { BillingProviderError, type ChargeResult, type RefundResult } from '../billing-provider';
import type { SandboxChargeRow, SandboxRefundRow } from './sandbox.repository';

/** What the sandbox checks of a request, as a real provider's API does, and how it answers with its rows. */

const MAX_KEY_LENGTH = 255;
const MAX_DESCRIPTION_LENGTH = 500;
const MAX_AMOUNT_CENTS = 99_999_999;

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

export function invalid(message: string): BillingProviderError {
  return new BillingProviderError('invalid_request', message);
}

export function checkKey(key: unknown): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw invalid(`The idempotency key must be 1 to ${MAX_KEY_LENGTH} characters.`);
  }
}

export function checkAmount(amountCents: unknown): void {
  if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents) || amountCents < 1) {
    throw invalid('The amount must be a whole number of cents, at least 1.');
  }
  if (amountCents > MAX_AMOUNT_CENTS) throw invalid('The amount is too large.');
}

export function checkDescription(description: unknown): void {
  if (typeof description !== 'string' || description.length > MAX_DESCRIPTION_LENGTH) {
    throw invalid(`The description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`);
  }
}

export function toChargeResult(row: SandboxChargeRow): ChargeResult {
  return row.status === 'succeeded'
    ? { status: 'succeeded', chargeId: row.id, amountCents: row.amountCents }
    : {
        status: 'declined',
        chargeId: row.id,
        amountCents: row.amountCents,
        message: row.declineMessage ?? CARD_DECLINED_MESSAGE,
      };
}

export function toRefundResult(row: SandboxRefundRow): RefundResult {
  return { status: 'succeeded', refundId: row.id, chargeId: row.chargeId, amountCents: row.amountCents };
}
