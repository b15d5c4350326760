import { cardBrandName } from '@gym/contracts/card-brand';
import type { Locale } from '@gym/contracts/i18n/locales';
import { MEMBER_BILLING_MESSAGES } from '@gym/contracts/member-billing';
import type { Config } from '../../../config';
import { notFound } from '../../../lib/app-error';
import { sharedText } from '../../../lib/i18n/translator';
import { type ReceiptItem, generateReceipt, receiptNumberOf } from '../../../providers/documents';
import type { FileStorage } from '../../../providers/storage';
import type { MemberDocumentRow, MemberDocumentsRepository } from '../documents';
import { BILLING_TEXTS } from '../billing';
import { duesDescription } from './billing-calendar';
import type { BillingReceiptsRepository, ChargeForReceipt } from './billing-receipts.repository';

const PDF = 'application/pdf';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BALANCE_PAYMENT_LABEL = BILLING_TEXTS.balancePayment;
export const OTHER_BALANCE_LABEL = BILLING_TEXTS.otherBalance;
export const CREDIT_LABEL = BILLING_TEXTS.creditApplied;

/**
 * The receipt of a join's charge, made once by the join's own documents (the sign-up domain, above this one,
 * passes it in at registration); undefined when there is no such join.
 */
export type JoinReceiptOf = (joinRunKey: string) => Promise<MemberDocumentRow | undefined>;

/** A stored receipt: its member_documents row and the PDF. */
export interface StoredReceipt {
  document: MemberDocumentRow;
  bytes: Uint8Array;
  /** The name it is downloaded and attached under. */
  fileName: string;
}

/** 'receipt-1A2B3C4D.pdf': the charge's short id, as at the end of its receipt number. */
export const receiptFileName = (chargeId: string) => `receipt-${chargeId.slice(0, 8).toUpperCase()}.pdf`;

/**
 * What a charge paid for: a join, its plan. Autopay charges the whole balance: the month's dues, and what was
 * still due from before (or less, when a credit covered part of them). A member's own payment pays the balance.
 */
export function paidFor(facts: ChargeForReceipt, locale: Locale = 'en'): ReceiptItem[] {
  const { charge, attempt, duesCents } = facts;
  const label = (english: string) => sharedText(locale, english);
  if (charge.kind === 'join' && facts.planItemName) return [{ label: facts.planItemName, cents: charge.amountCents }];
  if (charge.kind === 'plan-change')
    return [{ label: label(BILLING_TEXTS.planChangePayment), cents: charge.amountCents }];
  if (charge.kind === 'training-pack')
    return [{ label: label(BILLING_TEXTS.trainingPackPayment), cents: charge.amountCents }];
  if (charge.kind !== 'autopay' || !attempt?.period || duesCents === null) {
    return [{ label: label(BALANCE_PAYMENT_LABEL), cents: charge.amountCents }];
  }
  const dues = { label: duesDescription(attempt.period, locale), cents: duesCents };
  const rest = charge.amountCents - duesCents;
  if (rest === 0) return [dues];
  return [dues, { label: label(rest > 0 ? OTHER_BALANCE_LABEL : CREDIT_LABEL), cents: rest }];
}

/** The card charged: from the card on file, or (a card deleted since) the attempt's ledger text that names it. */
export function cardOf(facts: ChargeForReceipt): { type: string; last4: string } {
  if (facts.card) {
    return { type: cardBrandName(facts.card.brand), last4: facts.card.last4 };
  }
  const named = /, (.+) ending (\d{4})$/.exec(facts.attempt?.description ?? '');
  if (!named) throw new Error(`charge ${facts.charge.id} names no card`);
  return { type: named[1]!, last4: named[2]! };
}

/**
 * Receipts of charges (docs/decisions/0027): made once per charge, kept in file storage and member_documents
 * (one receipt per charge, a unique index), and reused by the e-mail and the download. A join's charge has the
 * join's own receipt (docs/decisions/0008), made by the join's documents service.
 */
export class BillingReceiptsService {
  constructor(
    private readonly deps: {
      receipts: BillingReceiptsRepository;
      documents: MemberDocumentsRepository;
      joinReceipt: JoinReceiptOf;
      storage: FileStorage;
      config: Pick<Config, 'BRAND_NAME' | 'SUPPORT_EMAIL'>;
    },
  ) {}

  /** The charge with what its receipt prints; undefined when there is no such charge. */
  facts(chargeId: string): Promise<ChargeForReceipt | undefined> {
    return UUID.test(chargeId) ? this.deps.receipts.chargeForReceipt(chargeId) : Promise.resolve(undefined);
  }

  /** The receipt of one of the member's own charges; any other charge is not found, as an unknown one is. */
  async forMember(userId: string, chargeId: string): Promise<StoredReceipt> {
    const facts = await this.facts(chargeId);
    if (!facts || facts.member.id !== userId) throw notFound(MEMBER_BILLING_MESSAGES.receiptNotFound);
    return this.receiptOf(facts);
  }

  /** The receipt of a charge: the stored one, or made now and stored. */
  async receiptFor(chargeId: string): Promise<StoredReceipt> {
    const facts = await this.facts(chargeId);
    if (!facts) throw new Error(`no charge ${chargeId}`);
    return this.receiptOf(facts);
  }

  async receiptOf(facts: ChargeForReceipt): Promise<StoredReceipt> {
    const document = facts.charge.kind === 'join' ? await this.joinReceipt(facts) : await this.paymentReceipt(facts);
    const file = await this.deps.storage.get(document.storageKey);
    if (!file) throw new Error(`receipt file ${document.storageKey} is missing`);
    return { document, bytes: file.bytes, fileName: receiptFileName(facts.charge.id) };
  }

  private async joinReceipt(facts: ChargeForReceipt): Promise<MemberDocumentRow> {
    const stored = await this.deps.documents.receiptFor(facts.charge.id);
    if (stored) return stored;
    const receipt = facts.joinRunKey ? await this.deps.joinReceipt(facts.joinRunKey) : undefined;
    if (!receipt) throw notFound(MEMBER_BILLING_MESSAGES.receiptNotFound);
    return receipt;
  }

  /**
   * Made at most once however many ask at once: the PDF is the same for the same charge (its date is the
   * charge's), so a loser's file write is harmless and the unique index keeps the first row, which it reads.
   */
  private async paymentReceipt(facts: ChargeForReceipt): Promise<MemberDocumentRow> {
    const { documents, storage, config } = this.deps;
    const { charge, member } = facts;
    const stored = await documents.receiptFor(charge.id);
    if (stored) return stored;
    const bytes = await generateReceipt({
      // In the member's language (docs/decisions/0039): made once, when the charge's receipt is first asked for.
      locale: member.locale,
      brandName: config.BRAND_NAME,
      supportEmail: config.SUPPORT_EMAIL,
      receiptNumber: receiptNumberOf(member.memberNumber, charge.id),
      paidAt: charge.createdAt,
      member: {
        name: `${member.firstName} ${member.lastName}`,
        email: member.email,
        memberNumber: String(member.memberNumber),
      },
      clubName: facts.clubName ?? undefined,
      card: cardOf(facts),
      purchase: { kind: 'payment', items: paidFor(facts, member.locale) },
    });
    const storageKey = `members/${member.id}/receipt-${charge.id}.pdf`;
    await storage.put(storageKey, bytes, PDF);
    const row = await documents.add({
      userId: member.id,
      type: 'receipt',
      chargeId: charge.id,
      storageKey,
      fileName: receiptFileName(charge.id),
    });
    const winner = row ?? (await documents.receiptFor(charge.id));
    if (!winner) throw new Error(`receipt of charge ${charge.id} was neither stored nor found`);
    return winner;
  }
}
