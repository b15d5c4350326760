import { PDFDocument } from 'pdf-lib';
import { INTL_LOCALE, type Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import type { MessageValues } from '../../lib/i18n/translator';
import { agreementText } from './agreement-text';
import { type Purchase, describeTerm, formatCalendarDate, formatDay, formatInstant } from './format';
import { FlowWriter, standardFonts } from './text-layout';

export interface AgreementInput {
  /**
   * The member's language (docs/decisions/0039): the agreement's words, the California notices and the dates. The
   * terms and cancellation texts come in it too (the operator's version of each site text).
   */
  locale?: Locale;
  /** The health studio operator's name, as on the brand configuration. */
  brandName: string;
  /** Where a member may send a cancellation by e-mail (Civil Code 1812.84(c)), when given. */
  supportEmail?: string;
  agreementNumber: string;
  member: {
    firstName: string;
    lastName: string;
    /** As entered, e.g. '12/10/1990'. */
    birthday: string;
    address: string;
    city: string;
    state: string;
    zipCode: string;
    phone: string;
    email: string;
    emergencyContactName: string;
    emergencyContactPhone: string;
    /** The member number, once there is one. */
    memberNumber?: string;
  };
  /** The home club; its address is where notices go. Clubs are in California unless `state` says otherwise. */
  club: { name: string; street: string; city: string; state?: string; zipCode?: string };
  planName: string;
  purchase: Purchase;
  /** From site_texts: the terms and conditions and the cancellation policy. */
  termsText: string;
  cancellationText: string;
  /**
   * The signature as drawn or typed (PNG) and the photo taken in the wizard (JPEG); an agreement signed later in
   * the member area (a change of plan, docs/decisions/0028) has the profile photo, or none when there is none.
   */
  signaturePng: Uint8Array;
  photoJpeg: Uint8Array | null;
  signedAt: Date;
  /** The address the server saw the signing request come from (decisions.md item 9). */
  ipAddress: string;
  /**
   * An updated agreement for a change of plan or home club (docs/decisions/0028): what it changes and when, in
   * place of the join's first-payment lines.
   */
  change?: AgreementChange;
}

export interface AgreementChange {
  reference: string;
  /** 'Monthly at Oakland' ('Monthly en Oakland'), in the agreement's language. */
  replaces: string;
  /** The club day the new plan takes effect. */
  effectiveDate: string;
  /** The prorated difference charged at once (0 for a change from the next billing day). */
  chargedTodayCents: number;
}

export { CANCELLATION_NOTICE_HEADING } from './agreement-text';

/** The label columns' widths: Spanish labels are longer ('Cuota prorrateada del primer mes'). */
const LABEL_WIDTHS: Record<Locale, { member: number; membership: number; signature: number }> = {
  en: { member: 120, membership: 150, signature: 150 },
  es: { member: 150, membership: 200, signature: 190 },
};

type AgreementTextId = Parameters<typeof agreementText.t>[1];
type Say = (id: AgreementTextId, values?: MessageValues) => string;

export class DocumentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentInputError';
  }
}

function clubAddress(club: AgreementInput['club']): string {
  return `${club.street}, ${club.city}, ${club.state ?? 'CA'}${club.zipCode ? ` ${club.zipCode}` : ''}`;
}

/** The operator as the notices name it: the brand, the club and its address. */
const operatorOf = (input: AgreementInput, t: Say) =>
  t('documents.agreement.operator', {
    brand: input.brandName,
    club: input.club.name,
    address: clubAddress(input.club),
  });

/** The statutory notice (Civil Code 1812.85(b)), with the operator's name and address filled in. */
function rightToCancelNotice(input: AgreementInput, t: Say): string {
  const email = input.supportEmail ? t('documents.agreement.noticeEmail', { email: input.supportEmail }) : '';
  return t('documents.agreement.notice', { operator: operatorOf(input, t), email });
}

/**
 * The membership agreement (docs/decisions/0008): the member, the club, the plan, dues and term, the terms and
 * cancellation texts, the California cancellation rights, the photo and the signature with when and from where it
 * was signed. Several pages; PDF bytes; in the member's language.
 */
export async function generateMembershipAgreement(input: AgreementInput): Promise<Uint8Array> {
  const locale = input.locale ?? 'en';
  const t: Say = (id, values) => agreementText.t(locale, id, values);
  const document = await PDFDocument.create();
  const { member, purchase } = input;
  const memberName = `${member.firstName} ${member.lastName}`;
  document.setTitle(t('documents.agreement.title', { brand: input.brandName, number: input.agreementNumber }));
  document.setAuthor(input.brandName);
  document.setSubject(t('documents.agreement.subject', { name: memberName }));
  if (locale !== 'en') document.setLanguage(INTL_LOCALE[locale]);
  document.setCreationDate(input.signedAt);
  document.setModificationDate(input.signedAt);
  const { signature, photo } = await embedImages(document, input);
  const writer = new FlowWriter(document, await standardFonts(document));

  writer.text(input.brandName, { size: 20, bold: true, after: 2 });
  writer.text(t('documents.agreement.heading'), { size: 14, after: 10 });
  writer.rows([
    [t('documents.agreement.number'), input.agreementNumber],
    [t('documents.agreement.date'), formatDay(input.signedAt, locale)],
    [t('documents.agreement.operatorLabel'), operatorOf(input, t)],
  ]);
  writer.space(6);
  writer.rule(6);

  // The member's details, with the photo to their right.
  writer.heading(t('documents.agreement.member'), { before: 4 });
  const photoSize = photo ? 96 : 0;
  const topOfDetails = writer.y;
  if (photo) {
    writer.page.drawImage(photo, {
      ...fit(photo.width, photo.height, photoSize, photoSize),
      x: writer.right - photoSize,
      y: topOfDetails - photoSize,
    });
  }
  writer.rows(
    [
      [t('documents.agreement.name'), memberName],
      ...(member.memberNumber ? ([[t('documents.agreement.memberNumber'), member.memberNumber]] as const) : []),
      [t('documents.agreement.birthday'), member.birthday],
      [t('documents.agreement.address'), `${member.address}, ${member.city}, ${member.state} ${member.zipCode}`],
      [t('documents.agreement.phone'), member.phone],
      [t('documents.agreement.email'), member.email],
      [t('documents.agreement.emergencyContact'), `${member.emergencyContactName}, ${member.emergencyContactPhone}`],
    ],
    { width: writer.width - (photo ? photoSize + 12 : 0), labelWidth: LABEL_WIDTHS[locale].member },
  );
  writer.y = Math.min(writer.y, topOfDetails - photoSize - 4);

  writer.heading(t('documents.agreement.membership'));
  const change = input.change;
  const term = describeTerm(purchase, locale);
  const club: [string, string] = [t('documents.agreement.club'), input.club.name];
  const plan: [string, string] = [t('documents.agreement.plan'), input.planName];
  const termRow: [string, string] = [t('documents.agreement.term'), term];
  writer.rows(
    change && purchase.kind === 'membership'
      ? [
          club,
          plan,
          termRow,
          [
            t('documents.agreement.monthlyDues'),
            t('documents.agreement.monthlyDuesValue', { amount: formatCurrency(purchase.monthlyCents) }),
          ],
          [
            t('documents.agreement.lastMonthDues'),
            t('documents.agreement.lastMonthPrepaid', { amount: formatCurrency(purchase.lastMonthCents) }),
          ],
          [
            t('documents.agreement.change'),
            t('documents.agreement.changeValue', { reference: change.reference, replaces: change.replaces }),
          ],
          [t('documents.agreement.takesEffect'), formatCalendarDate(change.effectiveDate, locale)],
          [t('documents.agreement.chargedToday'), formatCurrency(change.chargedTodayCents)],
        ]
      : purchase.kind === 'membership'
        ? [
            club,
            plan,
            termRow,
            [
              t('documents.agreement.monthlyDues'),
              t('documents.agreement.monthlyDuesValue', { amount: formatCurrency(purchase.monthlyCents) }),
            ],
            [t('documents.agreement.proratedDues'), formatCurrency(purchase.proratedCents)],
            [t('documents.agreement.lastMonthDues'), formatCurrency(purchase.lastMonthCents)],
            [t('documents.agreement.totalDueToday'), formatCurrency(purchase.totalCents)],
          ]
        : [
            club,
            plan,
            termRow,
            [t('documents.agreement.passPrice'), formatCurrency(purchase.priceCents)],
            [t('documents.agreement.totalDueToday'), formatCurrency(purchase.priceCents)],
          ],
    { labelWidth: LABEL_WIDTHS[locale].membership, boldLast: true },
  );

  writer.heading(t('documents.agreement.terms'));
  writer.text(input.termsText, { size: 9.5, after: 4 });
  writer.heading(t('documents.agreement.cancellationPolicy'));
  writer.text(input.cancellationText, { size: 9.5, after: 4 });

  // The notice in at least 10-point bold type (1812.85(b)), the term in at least 14-point type above the signature
  // (1812.84(b)), and the signature, kept together on one page.
  const heading = t('documents.agreement.noticeHeading');
  const notice = rightToCancelNotice(input, t);
  const rights = t('documents.agreement.deathDisabilityRelocation');
  const noticeStyle = { size: 10.5, bold: true, after: 6 } as const;
  const rightsStyle = { size: 10, bold: true, after: 8 } as const;
  const termLine =
    purchase.kind === 'membership'
      ? t('documents.agreement.termMonthly', { start: formatCalendarDate(purchase.startDate, locale) })
      : t('documents.agreement.termOther', { term });
  const termStyle = { size: 14, bold: true, after: 8 } as const;
  const signatureBlock = 70 + 4 * 14;
  writer.space(10);
  writer.ensure(
    writer.measure(heading, { size: 12, bold: true, after: 4 }) +
      writer.measure(notice, noticeStyle) +
      writer.measure(rights, rightsStyle) +
      writer.measure(termLine, termStyle) +
      signatureBlock,
  );
  writer.text(heading, { size: 12, bold: true, after: 4 });
  writer.text(notice, noticeStyle);
  writer.text(rights, rightsStyle);
  writer.text(termLine, termStyle);

  writer.text(t('documents.agreement.signature'), { size: 10, bold: true, after: 2 });
  writer.image(signature, 220, 70, { after: 4 });
  writer.rows(
    [
      [t('documents.agreement.signedBy'), memberName],
      [t('documents.agreement.signedAt'), `${formatInstant(input.signedAt, locale)} (${input.signedAt.toISOString()})`],
      [t('documents.agreement.ip'), input.ipAddress],
    ],
    { labelWidth: LABEL_WIDTHS[locale].signature },
  );
  writer.space(4);
  writer.text(t('documents.agreement.consent'), { size: 8.5, gray: true });

  writer.footers(
    t('documents.agreement.footer', { brand: input.brandName, number: input.agreementNumber, name: memberName }),
    locale,
  );
  return document.save();
}

async function embedImages(document: PDFDocument, input: AgreementInput) {
  try {
    const signature = await document.embedPng(input.signaturePng);
    const photo = input.photoJpeg ? await document.embedJpg(input.photoJpeg) : null;
    return { signature, photo };
  } catch (error) {
    throw new DocumentInputError(
      `the signature must be a PNG and the photo a JPEG (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}

function fit(width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return { width: width * scale, height: height * scale };
}
