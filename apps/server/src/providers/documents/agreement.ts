import { PDFDocument } from 'pdf-lib';
import { formatCurrency } from '@gym/contracts/money';
import { type Purchase, describeTerm, formatCalendarDate, formatDay, formatInstant } from './format';
import { FlowWriter, standardFonts } from './text-layout';

export interface AgreementInput {
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
  /** 'Monthly at Oakland'. */
  replaces: string;
  /** The club day the new plan takes effect. */
  effectiveDate: string;
  /** The prorated difference charged at once (0 for a change from the next billing day). */
  chargedTodayCents: number;
}

/** Heading of the notice Civil Code 1812.85 requires next to the buyer's signature. */
export const CANCELLATION_NOTICE_HEADING = "BUYER'S RIGHT TO CANCEL";

export class DocumentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentInputError';
  }
}

function clubAddress(club: AgreementInput['club']): string {
  return `${club.street}, ${club.city}, ${club.state ?? 'CA'}${club.zipCode ? ` ${club.zipCode}` : ''}`;
}

/** The statutory notice (Civil Code 1812.85(b)), with the operator's name and address filled in. */
function rightToCancelNotice(input: AgreementInput): string {
  const operator = `${input.brandName}, ${input.club.name} club, ${clubAddress(input.club)}`;
  const email = input.supportEmail ? `, or e-mail it from the address on your account to ${input.supportEmail}` : '';
  return (
    'You, the buyer, may cancel this contract at any time prior to midnight of the fifth business day of the health ' +
    'studio after the date of this contract, excluding Sundays and holidays. To cancel this contract, mail or deliver ' +
    'a signed and dated notice, or send a telegram which states that you, the buyer, are canceling this contract, or ' +
    `words of similar effect. The notice shall be sent to: ${operator}. You may also deliver the notice in person at ` +
    `any of our clubs${email}. If you cancel within this period, every payment you made will be refunded within 10 ` +
    'days of our receiving your notice.'
  );
}

/** Death, disability and relocation (Civil Code 1812.89). */
const DEATH_DISABILITY_RELOCATION =
  'You may also cancel this contract if you die, or if you become disabled and a physician confirms that you cannot ' +
  'use the facilities, or if you move your residence more than 25 miles from any club of ours and we cannot ' +
  'transfer your membership to a comparable facility within 5 miles of your new residence. Your estate, or you, ' +
  'will then be refunded the unused part of any dues paid in advance, less a reasonable fee where the law allows ' +
  'one. Send the notice as described above.';

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

/**
 * The membership agreement (docs/decisions/0008): the member, the club, the plan, dues and term, the terms and
 * cancellation texts, the California cancellation rights, the photo and the signature with when and from where it
 * was signed. Several pages; PDF bytes.
 */
export async function generateMembershipAgreement(input: AgreementInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const { member, purchase } = input;
  const memberName = `${member.firstName} ${member.lastName}`;
  document.setTitle(`${input.brandName} membership agreement ${input.agreementNumber}`);
  document.setAuthor(input.brandName);
  document.setSubject(`Membership agreement for ${memberName}`);
  document.setCreationDate(input.signedAt);
  document.setModificationDate(input.signedAt);
  const { signature, photo } = await embedImages(document, input);
  const writer = new FlowWriter(document, await standardFonts(document));

  writer.text(input.brandName, { size: 20, bold: true, after: 2 });
  writer.text('Membership Agreement', { size: 14, after: 10 });
  writer.rows([
    ['Agreement number', input.agreementNumber],
    ['Date of this contract', formatDay(input.signedAt)],
    ['Health studio operator', `${input.brandName}, ${input.club.name} club, ${clubAddress(input.club)}`],
  ]);
  writer.space(6);
  writer.rule(6);

  // The member's details, with the photo to their right.
  writer.heading('Member', { before: 4 });
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
      ['Name', memberName],
      ...(member.memberNumber ? ([['Member number', member.memberNumber]] as const) : []),
      ['Birthday', member.birthday],
      ['Address', `${member.address}, ${member.city}, ${member.state} ${member.zipCode}`],
      ['Phone', member.phone],
      ['E-mail', member.email],
      ['Emergency contact', `${member.emergencyContactName}, ${member.emergencyContactPhone}`],
    ],
    { width: writer.width - (photo ? photoSize + 12 : 0), labelWidth: 120 },
  );
  writer.y = Math.min(writer.y, topOfDetails - photoSize - 4);

  writer.heading('Membership');
  const change = input.change;
  writer.rows(
    change && purchase.kind === 'membership'
      ? [
          ['Club', input.club.name],
          ['Plan', input.planName],
          ['Term', describeTerm(purchase)],
          ['Monthly dues', `${formatCurrency(purchase.monthlyCents)}, charged on the 1st of every month`],
          ['Last month dues', `${formatCurrency(purchase.lastMonthCents)}, prepaid at the join`],
          ['Change', `${change.reference}: replaces ${change.replaces}`],
          ['Takes effect', formatCalendarDate(change.effectiveDate)],
          ['Charged today', formatCurrency(change.chargedTodayCents)],
        ]
      : purchase.kind === 'membership'
        ? [
            ['Club', input.club.name],
            ['Plan', input.planName],
            ['Term', describeTerm(purchase)],
            ['Monthly dues', `${formatCurrency(purchase.monthlyCents)}, charged on the 1st of every month`],
            ['Prorated 1st month dues', formatCurrency(purchase.proratedCents)],
            ['Last month dues', formatCurrency(purchase.lastMonthCents)],
            ['Total due today', formatCurrency(purchase.totalCents)],
          ]
        : [
            ['Club', input.club.name],
            ['Plan', input.planName],
            ['Term', describeTerm(purchase)],
            ['Pass price', formatCurrency(purchase.priceCents)],
            ['Total due today', formatCurrency(purchase.priceCents)],
          ],
    { labelWidth: 150, boldLast: true },
  );

  writer.heading('Terms and conditions');
  writer.text(input.termsText, { size: 9.5, after: 4 });
  writer.heading('Cancellation policy');
  writer.text(input.cancellationText, { size: 9.5, after: 4 });

  // The notice in at least 10-point bold type (1812.85(b)), the term in at least 14-point type above the signature
  // (1812.84(b)), and the signature, kept together on one page.
  const notice = rightToCancelNotice(input);
  const noticeStyle = { size: 10.5, bold: true, after: 6 } as const;
  const rightsStyle = { size: 10, bold: true, after: 8 } as const;
  const termLine =
    purchase.kind === 'membership'
      ? `Term of this contract: month to month, starting ${formatCalendarDate(purchase.startDate)}`
      : `Term of this contract: ${describeTerm(purchase)}`;
  const termStyle = { size: 14, bold: true, after: 8 } as const;
  const signatureBlock = 70 + 4 * 14;
  writer.space(10);
  writer.ensure(
    writer.measure(CANCELLATION_NOTICE_HEADING, { size: 12, bold: true, after: 4 }) +
      writer.measure(notice, noticeStyle) +
      writer.measure(DEATH_DISABILITY_RELOCATION, rightsStyle) +
      writer.measure(termLine, termStyle) +
      signatureBlock,
  );
  writer.text(CANCELLATION_NOTICE_HEADING, { size: 12, bold: true, after: 4 });
  writer.text(notice, noticeStyle);
  writer.text(DEATH_DISABILITY_RELOCATION, rightsStyle);
  writer.text(termLine, termStyle);

  writer.text('Signature of the buyer', { size: 10, bold: true, after: 2 });
  writer.image(signature, 220, 70, { after: 4 });
  writer.rows(
    [
      ['Signed electronically by', memberName],
      ['Signed at', `${formatInstant(input.signedAt)} (${input.signedAt.toISOString()})`],
      ['IP address', input.ipAddress],
    ],
    { labelWidth: 150 },
  );
  writer.space(4);
  writer.text(
    'By signing, the buyer agreed to this agreement and to sign and receive it electronically. A copy was given to ' +
      'the buyer by e-mail at the time of signing.',
    { size: 8.5, gray: true },
  );

  writer.footers(`${input.brandName} membership agreement ${input.agreementNumber} - ${memberName}`);
  return document.save();
}

function fit(width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return { width: width * scale, height: height * scale };
}
