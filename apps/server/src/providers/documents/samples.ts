import { membershipDues, passValidity } from '@gym/contracts/money';
import { SITE_TEXTS, SITE_TEXT_KEYS } from '../../db/seed-data/texts';
import type { AgreementInput } from './agreement';
import type { ReceiptInput } from './receipt';

/**
 * Realistic document inputs for tests, the bench and trying the layout: a member with non-Latin-1 punctuation in
 * their details, the seeded terms and cancellation texts, a 1x1 PNG signature and a 16x16 JPEG photo.
 */

/** A 1x1 dark PNG (RGBA). */
export const SAMPLE_SIGNATURE_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGMQFBT8DwABnQEzlaSNGgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** A 16x16 baseline JPEG (a test pattern). */
export const SAMPLE_PHOTO_JPEG = Uint8Array.from(
  Buffer.from(
    '/9j/4AAQSkZJRgABAgAAAQABAAD//gAQTGF2YzU5LjM3LjEwMAD/2wBDAAgQEBMQExYWFhYWFhoYGhsbGxoaGhobGxsdHR0iIiIdHR0bGx0dICAiIiUm' +
      'JSMjIiMmJigoKDAwLi44ODpFRVP/xABzAAEBAAAAAAAAAAAAAAAAAAAFBgEBAAMBAAAAAAAAAAAAAAAABgIDAQQQAAICAQMEAwEBAAAAAAAAAAIBAxES' +
      'AAQFMSIhE1IyYUEUEQACAQIGAQMFAQAAAAAAAAACAQMRBDEAEyEFEkFhFCKBJJJCUrH/wAARCAAQABADARIAAhIAAxIA/9oADAMBAAIRAxEAPwCZ9MnH' +
      'cbCQGQSSAMjKMiTo8SFJrFqhPu/W/LWqGYYN5x+3X+iIMI44m7EqwEBt9yq8OmlPG2FrOfeWIJW67SCjH8SqP6relfXJzjuXmjuNEbKSRrymWG+9FE9l' +
      'VZ2KZ3A3gmh+yGEYGluOubKQq/0VENfAqixdee7A+M924xK6G70miBNIVA6Nprv2VSSeFG0sq77eDw25CSIAGJEPsAAFWDxRYpY91ETHyll10Jy8U/Iz' +
      'SRDBKNVTQEd/X+UvjoZxt5czqks0stcdQ2b27eSba+mUllxVvBDqx30U7FbiCHatcaSl/njN8EITnfnJ2J2nt/brufWLWTUnUEXT5+dvXM+JljmK8CaQ' +
      'LY7rR+EhJEGkq4ExZVW+Cpn/2Q==',
    'base64',
  ),
);

/** 2025-01-15 10:00 in Los Angeles. */
export const SAMPLE_SIGNED_AT = new Date('2025-01-15T18:00:00Z');

const MONTHLY_CENTS = 6899;

export function sampleReceiptInput(): ReceiptInput {
  return {
    brandName: 'Bay Fit Clubs',
    supportEmail: 'support@example.com',
    receiptNumber: 'R-200001-1',
    paidAt: SAMPLE_SIGNED_AT,
    member: { name: 'Zoë O’Connor', email: 'zoe.oconnor@example.com' },
    clubName: 'Oakland',
    planItemName: 'Oakland Month to Month',
    purchase: { kind: 'membership', ...membershipDues(MONTHLY_CENTS, SAMPLE_SIGNED_AT) },
    card: { type: 'Visa', last4: '4242' },
  };
}

export function sampleAgreementInput(): AgreementInput {
  return {
    brandName: 'Bay Fit Clubs',
    supportEmail: 'support@example.com',
    agreementNumber: 'A-200001-1',
    member: {
      firstName: 'Zoë',
      lastName: 'O’Connor',
      birthday: '12/10/1990',
      address: '1 Market Street — Apt 5',
      city: 'Oakland',
      state: 'CA',
      zipCode: '94612',
      phone: '415-555-0100',
      email: 'zoe.oconnor@example.com',
      emergencyContactName: 'José Núñez',
      emergencyContactPhone: '415-555-0199',
      memberNumber: '200001',
    },
    club: { name: 'Oakland', street: '1900 Broadway', city: 'Oakland' },
    planName: 'Oakland Month to Month',
    purchase: { kind: 'membership', ...membershipDues(MONTHLY_CENTS, SAMPLE_SIGNED_AT) },
    termsText: SITE_TEXTS[SITE_TEXT_KEYS.terms]!,
    cancellationText: SITE_TEXTS[SITE_TEXT_KEYS.cancellation]!,
    signaturePng: SAMPLE_SIGNATURE_PNG,
    photoJpeg: SAMPLE_PHOTO_JPEG,
    signedAt: SAMPLE_SIGNED_AT,
    ipAddress: '203.0.113.7',
  };
}

/** The same member buying the 10-day pass. */
export function samplePassPurchase() {
  return { kind: 'pass' as const, priceCents: 4900, ...passValidity(10, SAMPLE_SIGNED_AT) };
}
