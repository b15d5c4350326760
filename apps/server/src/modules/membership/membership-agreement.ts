import type { Locale } from '@gym/contracts/i18n/locales';
import { PLAN_CHANGE_MESSAGES, SIGNATURE_DATA_URL_PREFIX } from '@gym/contracts/plan-change';
import type { MemberDocumentType, users } from '../../db/schema';
import { SITE_TEXT_KEYS } from '../../db/seed-data/texts';
import { badRequest } from '../../lib/app-error';
import { defineCatalog } from '../../lib/i18n/translator';
import { isPng } from '../../lib/multipart-form';
import type { AgreementInput } from '../../providers/documents';
import type { SiteTextsRepository } from '../club/site-texts';

/**
 * What every membership agreement takes from the member and the site texts, whether signed at the join
 * (docs/decisions/0008) or later for a change of plan or club (0028), so both read the same.
 */

type UserRow = typeof users.$inferSelect;

/** '4155550100' -> '415-555-0100'; anything else as it is. */
export function formatPhone(digits: string | null): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits ?? '');
  return match ? `${match[1]}-${match[2]}-${match[3]}` : (digits ?? '');
}

/** '1990-12-10' -> '12/10/1990'. */
const usDate = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

export const documentFileName = (type: MemberDocumentType, memberNumber: number) => `${type}-${memberNumber}.pdf`;

/** The member's block of the agreement. */
export function agreementMember(user: UserRow): AgreementInput['member'] {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    birthday: usDate(user.birthday),
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zip ?? '',
    phone: formatPhone(user.phone),
    email: user.email,
    emergencyContactName: user.emergencyContactName ?? '',
    emergencyContactPhone: formatPhone(user.emergencyContactPhone),
    memberNumber: String(user.memberNumber),
  };
}

/** The terms and cancellation policy as site_texts hold them now, in the member's language. */
export async function agreementTexts(
  texts: SiteTextsRepository,
  locale: Locale = 'en',
): Promise<Pick<AgreementInput, 'termsText' | 'cancellationText'>> {
  return {
    termsText: (await texts.get(SITE_TEXT_KEYS.terms, locale)) ?? '',
    cancellationText: (await texts.get(SITE_TEXT_KEYS.cancellation, locale)) ?? '',
  };
}

const agreementText = defineCatalog(
  { 'documents.agreement.planAt': '{plan} at {club}' },
  { 'documents.agreement.planAt': '{plan} en {club}' },
);

/** 'Monthly at Oakland': the plan an updated agreement replaces. */
export const planAtClub = (plan: string, club: string, locale: Locale = 'en') =>
  agreementText.t(locale, 'documents.agreement.planAt', { plan, club });

/**
 * The signature of an agreement signed in the member area: a PNG data URL, typed (the name drawn in a cursive
 * face by the page, as at the join) or drawn; checked by its first bytes like the join's upload.
 */
export function signaturePngOf(dataUrl: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64'));
  if (!dataUrl.startsWith(SIGNATURE_DATA_URL_PREFIX) || !isPng(bytes)) {
    throw badRequest(PLAN_CHANGE_MESSAGES.signatureInvalid, [
      { field: 'signature', message: PLAN_CHANGE_MESSAGES.signatureInvalid },
    ]);
  }
  return bytes;
}
