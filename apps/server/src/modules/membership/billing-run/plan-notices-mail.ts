import { z } from 'zod';
import type { Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import { markup } from '../../../lib/html';
import { type MessageValues, defineCatalog } from '../../../lib/i18n/translator';
import { formatCalendarDate } from '../../../providers/documents';
import type { MailMessage } from '../../../providers/mail';
import { keyValueTable, link, paragraph } from '../../../providers/mail/mail-blocks';
import { mailText, textRows } from '../../../providers/mail/mail-text';
import { type BillingMailParty, message } from './billing-mail';

/**
 * The notices the agreement and California's automatic-renewal law require of a monthly membership
 * (docs/decisions/0028): the yearly reminder on the join's anniversary, and a plan's price change told at least
 * 30 days before it is billed. Each tells what its notice's `details` recorded when it was written.
 */

export interface PlanNoticeParty extends BillingMailParty {
  /** `${PUBLIC_URL}/membership`: where the member cancels online. */
  membershipUrl: string;
}

const anniversaryDetails = z.object({
  planName: z.string(),
  priceCents: z.number().int(),
  years: z.number().int().positive(),
});

const priceChangeDetails = z.object({
  planName: z.string(),
  oldPriceCents: z.number().int(),
  newPriceCents: z.number().int(),
  /** The first billing day at the new price (YYYY-MM-01). */
  billingDay: z.string(),
});

const planNoticesText = defineCatalog(
  {
    'mail.planNotices.billedMonthly': 'Charged monthly, on the 1st, to your card on file',
    'mail.planNotices.perMonth': '{amount} a month',
    'mail.planNotices.years': '{years, plural, one {a year} other {# years}}',
    'mail.planNotices.anniversary':
      'Thank you for {years} with {brand}! Once a year we remind you of what your membership costs and how to ' +
      'cancel it.',
    'mail.planNotices.plan': 'Plan',
    'mail.planNotices.price': 'Price',
    'mail.planNotices.billing': 'Billing',
    'mail.planNotices.anniversarySubject': 'Your {brand} membership: your yearly reminder',
    'mail.planNotices.anniversaryHeading': 'Your yearly reminder',
    'mail.planNotices.priceChange':
      'The price of your {plan} changes from {old} to {new}, starting with the dues charged on {from}.',
    'mail.planNotices.priceUntil': 'Price until then',
    'mail.planNotices.priceFrom': 'Price from {from}',
    'mail.planNotices.nothingToDo': 'You do not need to do anything to keep your membership.',
    'mail.planNotices.priceChangeSubject': 'Your {brand} membership price changes on {from}',
    'mail.planNotices.priceChangeHeading': 'Your membership price changes on {from}',
  },
  {
    'mail.planNotices.billedMonthly': 'Se cobra cada mes, el día 1, a su tarjeta registrada',
    'mail.planNotices.perMonth': '{amount} al mes',
    'mail.planNotices.years': '{years, plural, one {un año} other {# años}}',
    'mail.planNotices.anniversary':
      '¡Gracias por {years} con {brand}! Una vez al año le recordamos cuánto cuesta su membresía y cómo ' +
      'cancelarla.',
    'mail.planNotices.plan': 'Plan',
    'mail.planNotices.price': 'Precio',
    'mail.planNotices.billing': 'Facturación',
    'mail.planNotices.anniversarySubject': 'Su membresía de {brand}: su recordatorio anual',
    'mail.planNotices.anniversaryHeading': 'Su recordatorio anual',
    'mail.planNotices.priceChange':
      'El precio de su plan {plan} cambia de {old} a {new}, a partir de la cuota que se cobra el {from}.',
    'mail.planNotices.priceUntil': 'Precio hasta entonces',
    'mail.planNotices.priceFrom': 'Precio a partir del {from}',
    'mail.planNotices.nothingToDo': 'No tiene que hacer nada para mantener su membresía.',
    'mail.planNotices.priceChangeSubject': 'El precio de su membresía de {brand} cambia el {from}',
    'mail.planNotices.priceChangeHeading': 'El precio de su membresía cambia el {from}',
  },
);

const translator = (locale: Locale) => (id: Parameters<typeof planNoticesText.t>[1], values?: MessageValues) =>
  planNoticesText.t(locale, id, values);

/** The law's plain statement of how to cancel, with the page's address written out as its link. */
const cancelParagraph = (cancel: string, party: PlanNoticeParty) =>
  paragraph(markup`${cancel} ${link(party.membershipUrl, party.membershipUrl)}`);

/** The reminder of a membership's terms on the anniversary of the join. */
export function anniversaryMail(details: unknown, party: PlanNoticeParty): Promise<MailMessage> {
  const { planName, priceCents, years } = anniversaryDetails.parse(details);
  const locale = party.locale ?? 'en';
  const t = translator(locale);
  const opening = t('mail.planNotices.anniversary', {
    years: t('mail.planNotices.years', { years }),
    brand: party.brandName,
  });
  const rows: [string, string][] = [
    [t('mail.planNotices.plan'), planName],
    [t('mail.planNotices.price'), t('mail.planNotices.perMonth', { amount: formatCurrency(priceCents) })],
    [t('mail.planNotices.billing'), t('mail.planNotices.billedMonthly')],
  ];
  const cancel = mailText.t(locale, 'mail.cancelOnline', { brand: party.brandName });
  return message(party, t('mail.planNotices.anniversarySubject', { brand: party.brandName }), {
    heading: t('mail.planNotices.anniversaryHeading'),
    text: [opening, '', ...textRows(rows, locale), '', cancel, party.membershipUrl],
    html: markup`${paragraph(opening)}${keyValueTable(rows)}${cancelParagraph(cancel, party)}`,
  });
}

/** A plan's new monthly price, told before its first billing day. */
export function priceChangeMail(details: unknown, party: PlanNoticeParty): Promise<MailMessage> {
  const { planName, oldPriceCents, newPriceCents, billingDay } = priceChangeDetails.parse(details);
  const locale = party.locale ?? 'en';
  const t = translator(locale);
  const perMonth = (cents: number) => t('mail.planNotices.perMonth', { amount: formatCurrency(cents) });
  const from = formatCalendarDate(billingDay, locale);
  const opening = t('mail.planNotices.priceChange', {
    plan: planName,
    old: perMonth(oldPriceCents),
    new: perMonth(newPriceCents),
    from,
  });
  const rows: [string, string][] = [
    [t('mail.planNotices.plan'), planName],
    [t('mail.planNotices.priceUntil'), perMonth(oldPriceCents)],
    [t('mail.planNotices.priceFrom', { from }), perMonth(newPriceCents)],
    [t('mail.planNotices.billing'), t('mail.planNotices.billedMonthly')],
  ];
  const nothingToDo = t('mail.planNotices.nothingToDo');
  const cancel = mailText.t(locale, 'mail.cancelOnline', { brand: party.brandName });
  return message(party, t('mail.planNotices.priceChangeSubject', { brand: party.brandName, from }), {
    heading: t('mail.planNotices.priceChangeHeading', { from }),
    text: [opening, '', ...textRows(rows, locale), '', nothingToDo, cancel, party.membershipUrl],
    html: markup`${paragraph(opening)}${keyValueTable(rows)}${paragraph(nothingToDo)}${cancelParagraph(cancel, party)}`,
  });
}
