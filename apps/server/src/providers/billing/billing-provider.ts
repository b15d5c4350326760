import type { CardType } from '@gym/contracts/billing';

/**
 * The billing provider as the rest of the server sees it (docs/decisions/0007). The built-in sandbox
 * implements it today; a real provider's adapter implements the same interface.
 *
 * Card numbers never reach our API (decisions.md item 7): the provider's own frame, on its own origin,
 * turns a card into a token, and the server works with that token alone.
 */
export interface BillingProvider {
  readonly name: string;

  /** The origin the card frame is served from: parent pages accept window messages from it alone. */
  frameOrigin(): string;

  /**
   * The card frame's URL for a parent page on `parentOrigin`, which the caller has already checked
   * against the app's own origins. The frame posts its result to that origin only.
   */
  frameUrl(parentOrigin: string): string;

  /** What the provider knows about a tokenised card; null when the token is unknown. */
  lookupCard(token: string): Promise<CardDetails | null>;

  /**
   * Charges a tokenised card once per idempotency key: a second call with the same key returns the first
   * outcome and never charges again. A declined card is an outcome, not an error.
   *
   * @throws BillingTimeoutError when the provider does not answer in time: the charge may or may not have
   *   happened; retry with the same key (or ask getCharge) to find out.
   * @throws BillingProviderError for a request the provider refuses (unknown card, key reused with other
   *   details).
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;

  /** Refunds a succeeded charge (all of what is left of it by default), once per idempotency key. */
  refund(request: RefundRequest): Promise<RefundResult>;

  /** The charge made with this idempotency key, if any: how a caller learns after a crash what happened. */
  getCharge(idempotencyKey: string): Promise<ChargeRecord | null>;

  /**
   * Providers that run in-process (the sandbox) start serving their frame once the app listens.
   * `appOrigins` are the origins the app's pages are actually served from.
   */
  start?(listening: AppListening): Promise<void>;
  stop?(): Promise<void>;
}

export interface AppListening {
  /** The address the app is bound to (0.0.0.0, ::, 127.0.0.1, ...). */
  host: string;
  port: number;
  appOrigins: string[];
}

export interface CardDetails {
  token: string;
  brand: CardType;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The name on the card, when the frame asked for one; our card dialog asks for it itself. */
  billingName: string | null;
}

export interface ChargeRequest {
  /** The caller's key for this charge: the same key never charges twice. At most 255 characters. */
  idempotencyKey: string;
  cardToken: string;
  /** Integer cents, at least 1 (decisions.md item 4). */
  amountCents: number;
  /** Shown on the statement and the provider's dashboard; at most 500 characters. */
  description: string;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; amountCents: number }
  | { status: 'declined'; chargeId: string; amountCents: number; message: string };

export interface ChargeRecord {
  chargeId: string;
  idempotencyKey: string;
  status: 'succeeded' | 'declined';
  cardToken: string;
  amountCents: number;
  refundedCents: number;
  description: string;
  /** The provider's text for a decline; null for a success. */
  declineMessage: string | null;
  createdAt: Date;
}

export interface RefundRequest {
  idempotencyKey: string;
  chargeId: string;
  /** Integer cents; all that is left of the charge when omitted. */
  amountCents?: number;
}

export interface RefundResult {
  status: 'succeeded';
  refundId: string;
  chargeId: string;
  amountCents: number;
}

export type BillingErrorCode =
  | 'card_not_found'
  | 'charge_not_found'
  | 'charge_not_refundable'
  | 'idempotency_key_reused'
  | 'invalid_request'
  | 'timeout';

/**
 * A provider failure. Its message is safe to show and to log: it never carries card data or the
 * provider's internals (those stay in `cause`, which is never sent to a client).
 */
export class BillingProviderError extends Error {
  constructor(
    readonly code: BillingErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BillingProviderError';
  }
}

/**
 * The provider did not answer in time. The charge may have happened: retry with the same idempotency key,
 * which either returns the recorded outcome or charges for the first time.
 */
export class BillingTimeoutError extends BillingProviderError {
  constructor(options?: { cause?: unknown }) {
    super('timeout', 'The payment provider did not answer in time. Please try again.', options);
    this.name = 'BillingTimeoutError';
  }
}

/** A charge a provider made before its records here began (a seeded history): what importing it needs. */
export interface PastProviderCharge {
  providerChargeId: string;
  idempotencyKey: string;
  cardToken: string;
  amountCents: number;
  description: string;
  outcome: 'succeeded' | 'declined';
  at: Date;
}
