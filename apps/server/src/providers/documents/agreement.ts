import { PDFDocument } from 'pdf-lib';
import { INTL_LOCALE, type Locale } from '@gym/contracts/i18n/locales';
import { formatCurrency } from '@gym/contracts/money';
import { type MessageValues, defineCatalog } from '../../lib/i18n/translator';
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

/** Heading of the notice Civil Code 1812.85 requires next to the buyer's signature (English). */
export const CANCELLATION_NOTICE_HEADING = "BUYER'S RIGHT TO CANCEL";

const agreementText = defineCatalog(
  {
    'documents.agreement.noticeHeading': CANCELLATION_NOTICE_HEADING,
    'documents.agreement.operator': '{brand}, {club} club, {address}',
    'documents.agreement.noticeEmail': ', or e-mail it from the address on your account to {email}',
    'documents.agreement.notice':
      'You, the buyer, may cancel this contract at any time prior to midnight of the fifth business day of the ' +
      'health studio after the date of this contract, excluding Sundays and holidays. To cancel this contract, ' +
      'mail or deliver a signed and dated notice, or send a telegram which states that you, the buyer, are ' +
      'canceling this contract, or words of similar effect. The notice shall be sent to: {operator}. You may also ' +
      'deliver the notice in person at any of our clubs{email}. If you cancel within this period, every payment ' +
      'you made will be refunded within 10 days of our receiving your notice.',
    'documents.agreement.deathDisabilityRelocation':
      'You may also cancel this contract if you die, or if you become disabled and a physician confirms that you ' +
      'cannot use the facilities, or if you move your residence more than 25 miles from any club of ours and we ' +
      'cannot transfer your membership to a comparable facility within 5 miles of your new residence. Your ' +
      'estate, or you, will then be refunded the unused part of any dues paid in advance, less a reasonable fee ' +
      'where the law allows one. Send the notice as described above.',
    'documents.agreement.title': '{brand} membership agreement {number}',
    'documents.agreement.subject': 'Membership agreement for {name}',
    'documents.agreement.heading': 'Membership Agreement',
    'documents.agreement.number': 'Agreement number',
    'documents.agreement.date': 'Date of this contract',
    'documents.agreement.operatorLabel': 'Health studio operator',
    'documents.agreement.member': 'Member',
    'documents.agreement.name': 'Name',
    'documents.agreement.memberNumber': 'Member number',
    'documents.agreement.birthday': 'Birthday',
    'documents.agreement.address': 'Address',
    'documents.agreement.phone': 'Phone',
    'documents.agreement.email': 'E-mail',
    'documents.agreement.emergencyContact': 'Emergency contact',
    'documents.agreement.membership': 'Membership',
    'documents.agreement.club': 'Club',
    'documents.agreement.plan': 'Plan',
    'documents.agreement.term': 'Term',
    'documents.agreement.monthlyDues': 'Monthly dues',
    'documents.agreement.monthlyDuesValue': '{amount}, charged on the 1st of every month',
    'documents.agreement.lastMonthDues': 'Last month dues',
    'documents.agreement.lastMonthPrepaid': '{amount}, prepaid at the join',
    'documents.agreement.change': 'Change',
    'documents.agreement.changeValue': '{reference}: replaces {replaces}',
    'documents.agreement.takesEffect': 'Takes effect',
    'documents.agreement.chargedToday': 'Charged today',
    'documents.agreement.proratedDues': 'Prorated 1st month dues',
    'documents.agreement.totalDueToday': 'Total due today',
    'documents.agreement.passPrice': 'Pass price',
    'documents.agreement.terms': 'Terms and conditions',
    'documents.agreement.cancellationPolicy': 'Cancellation policy',
    'documents.agreement.termMonthly': 'Term of this contract: month to month, starting {start}',
    'documents.agreement.termOther': 'Term of this contract: {term}',
    'documents.agreement.signature': 'Signature of the buyer',
    'documents.agreement.signedBy': 'Signed electronically by',
    'documents.agreement.signedAt': 'Signed at',
    'documents.agreement.ip': 'IP address',
    'documents.agreement.consent':
      'By signing, the buyer agreed to this agreement and to sign and receive it electronically. A copy was given ' +
      'to the buyer by e-mail at the time of signing.',
    'documents.agreement.footer': '{brand} membership agreement {number} - {name}',
  },
  {
    'documents.agreement.noticeHeading': 'DERECHO DEL COMPRADOR A CANCELAR',
    'documents.agreement.operator': '{brand}, club {club}, {address}',
    'documents.agreement.noticeEmail':
      ', o enviarlo por correo electrónico desde la dirección registrada en su cuenta a {email}',
    'documents.agreement.notice':
      'Usted, el comprador, puede cancelar este contrato en cualquier momento antes de la medianoche del quinto ' +
      'día hábil del club posterior a la fecha de este contrato, sin contar domingos ni días feriados. Para ' +
      'cancelar este contrato, envíe por correo o entregue un aviso firmado y fechado, o envíe un telegrama, en el ' +
      'que conste que usted, el comprador, cancela este contrato, o palabras de efecto similar. El aviso se debe ' +
      'enviar a: {operator}. También puede entregar el aviso en persona en cualquiera de nuestros clubes{email}. ' +
      'Si cancela dentro de este plazo, se le reembolsarán todos los pagos que haya hecho dentro de los 10 días ' +
      'siguientes a la recepción de su aviso.',
    'documents.agreement.deathDisabilityRelocation':
      'También puede cancelar este contrato si fallece, o si queda discapacitado y un médico confirma que no puede ' +
      'usar las instalaciones, o si se muda a más de 25 millas de cualquiera de nuestros clubes y no podemos ' +
      'transferir su membresía a unas instalaciones comparables a menos de 5 millas de su nuevo domicilio. En ese ' +
      'caso, se le reembolsará a usted, o a su sucesión, la parte no usada de las cuotas pagadas por adelantado, ' +
      'menos un cargo razonable cuando la ley lo permita. Envíe el aviso como se describe arriba.',
    'documents.agreement.title': 'Contrato de membresía de {brand} {number}',
    'documents.agreement.subject': 'Contrato de membresía de {name}',
    'documents.agreement.heading': 'Contrato de membresía',
    'documents.agreement.number': 'Número de contrato',
    'documents.agreement.date': 'Fecha de este contrato',
    'documents.agreement.operatorLabel': 'Operador del club',
    'documents.agreement.member': 'Miembro',
    'documents.agreement.name': 'Nombre',
    'documents.agreement.memberNumber': 'Número de miembro',
    'documents.agreement.birthday': 'Fecha de nacimiento',
    'documents.agreement.address': 'Dirección',
    'documents.agreement.phone': 'Teléfono',
    'documents.agreement.email': 'Correo electrónico',
    'documents.agreement.emergencyContact': 'Contacto de emergencia',
    'documents.agreement.membership': 'Membresía',
    'documents.agreement.club': 'Club',
    'documents.agreement.plan': 'Plan',
    'documents.agreement.term': 'Plazo',
    'documents.agreement.monthlyDues': 'Cuota mensual',
    'documents.agreement.monthlyDuesValue': '{amount}, que se cobra el día 1 de cada mes',
    'documents.agreement.lastMonthDues': 'Cuota del último mes',
    'documents.agreement.lastMonthPrepaid': '{amount}, pagada por adelantado al inscribirse',
    'documents.agreement.change': 'Cambio',
    'documents.agreement.changeValue': '{reference}: reemplaza {replaces}',
    'documents.agreement.takesEffect': 'Entra en vigor',
    'documents.agreement.chargedToday': 'Cobrado hoy',
    'documents.agreement.proratedDues': 'Cuota prorrateada del primer mes',
    'documents.agreement.totalDueToday': 'Total a pagar hoy',
    'documents.agreement.passPrice': 'Precio del pase',
    'documents.agreement.terms': 'Términos y condiciones',
    'documents.agreement.cancellationPolicy': 'Política de cancelación',
    'documents.agreement.termMonthly': 'Plazo de este contrato: mes a mes, a partir del {start}',
    'documents.agreement.termOther': 'Plazo de este contrato: {term}',
    'documents.agreement.signature': 'Firma del comprador',
    'documents.agreement.signedBy': 'Firmado electrónicamente por',
    'documents.agreement.signedAt': 'Fecha y hora de la firma',
    'documents.agreement.ip': 'Dirección IP',
    'documents.agreement.consent':
      'Al firmar, el comprador aceptó este contrato y firmarlo y recibirlo de forma electrónica. Se entregó una ' +
      'copia al comprador por correo electrónico en el momento de la firma.',
    'documents.agreement.footer': 'Contrato de membresía de {brand} {number} - {name}',
  },
);

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
