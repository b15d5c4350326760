import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CARD_DECLINED_MESSAGE, type FrameCardMessage, frameCardMessageSchema } from '@gym/contracts/billing';
import type { Database } from '../../../db/client';
import {
  type AppListening,
  type BillingProvider,
  BillingProviderError,
  BillingTimeoutError,
  type CardDetails,
  type ChargeRecord,
  type ChargeRequest,
  type ChargeResult,
  type PastProviderCharge,
  type RefundRequest,
  type RefundResult,
} from '../billing-provider';
import { SANDBOX_LOG_REDACT, buildSandboxServer } from './sandbox-server';
import { checkAmount, checkDescription, checkKey, newId, toChargeResult, toRefundResult } from './sandbox-requests';
import {
  type PastSandboxCard,
  type SandboxChargeRow,
  SandboxRepository,
  type SandboxRefundRow,
} from './sandbox.repository';

export interface SandboxProviderOptions {
  db: Database;
  /** The app's logger: the sandbox logs through a child of it that redacts card fields. */
  logger: FastifyBaseLogger;
  /** BILLING_SANDBOX_PORT: unset means PORT+1 when the app listens on PORT, and any free port otherwise. */
  port: number | undefined;
  /** The configured PORT of the app. */
  appPort: number;
  /** APP_ORIGINS: the parent origins allowed to frame the card page before the app says where it listens. */
  parentOrigins: readonly string[];
  now?: () => Date;
}

/** The host name the browser uses for the frame: the bound address, or localhost for a wildcard one. */
export function publicHost(boundAddress: string): string {
  if (boundAddress === '0.0.0.0' || boundAddress === '::' || boundAddress === '') return 'localhost';
  return boundAddress.includes(':') ? `[${boundAddress}]` : boundAddress;
}

/**
 * The built-in billing provider (docs/decisions/0007), modelled as another company: its hosted card page is
 * served by its own small Fastify server on its own origin, and its records live in its own tables
 * (billing_sandbox_*). Test numbers and their behaviour: SANDBOX_TEST_CARDS in contracts/billing.ts.
 */
export class SandboxBillingProvider implements BillingProvider {
  readonly name = 'sandbox';
  private readonly repository: SandboxRepository;
  private readonly parentOrigins: Set<string>;
  private readonly logger: FastifyBaseLogger;
  private readonly now: () => Date;
  private origin: string;
  private httpServer: FastifyInstance | undefined;

  private constructor(private readonly options: SandboxProviderOptions) {
    this.repository = new SandboxRepository(options.db);
    this.parentOrigins = new Set(options.parentOrigins);
    this.logger = options.logger.child(
      { component: 'billing-sandbox' },
      { redact: { paths: SANDBOX_LOG_REDACT, censor: '[redacted]' } },
    );
    this.now = options.now ?? (() => new Date());
    // Where server.ts (HOST 0.0.0.0, PORT) will put it; the real origin is known once it listens.
    this.origin = `http://localhost:${options.port ?? options.appPort + 1}`;
  }

  /** Builds the provider and its web server (ready for inject, not yet listening). */
  static async create(options: SandboxProviderOptions): Promise<SandboxBillingProvider> {
    const provider = new SandboxBillingProvider(options);
    provider.httpServer = await buildSandboxServer({
      repository: provider.repository,
      logger: provider.logger,
      ownOrigin: () => provider.origin,
      parentOrigins: () => [...provider.parentOrigins],
      now: provider.now,
    });
    return provider;
  }

  /** The provider's own web server: the hosted card page and the tokenising endpoint. */
  get server(): FastifyInstance {
    if (!this.httpServer) throw new Error('SandboxBillingProvider.create was not awaited');
    return this.httpServer;
  }

  frameOrigin(): string {
    return this.origin;
  }

  frameUrl(parentOrigin: string): string {
    const url = new URL('/card', this.origin);
    url.searchParams.set('parentOrigin', parentOrigin);
    return url.toString();
  }

  /**
   * Tokenises a test card through the sandbox's own card endpoint, as its hosted page does (a real provider's
   * test-mode API): how the demo data gets a saved card that the sandbox really knows.
   */
  async tokeniseTestCard(card: {
    number: string;
    expiry: string;
    cvc: string;
    name?: string;
  }): Promise<FrameCardMessage> {
    const response = await this.server.inject({ method: 'POST', url: '/v1/tokens', payload: card });
    if (response.statusCode !== 200) {
      throw new BillingProviderError('invalid_request', `The sandbox refused the test card (${response.statusCode}).`);
    }
    return frameCardMessageSchema.parse(response.json());
  }

  /**
   * Records cards and charges made before this sandbox began, as a real provider's account would hold them: the
   * demo chain's history (db/demo-chain), so that its members' cards charge and its charges refund like anyone's.
   * Written in the caller's transaction (`db`), so the history lands on both sides or on neither.
   */
  async importHistory(
    db: Database,
    history: { cards: readonly PastSandboxCard[]; charges: readonly PastProviderCharge[] },
  ): Promise<void> {
    await new SandboxRepository(db).insertHistory(history.cards, history.charges);
  }

  /** Adds parent origins allowed to frame the card page (a real provider's dashboard setting). */
  allowParentOrigins(origins: Iterable<string>): void {
    for (const origin of origins) this.parentOrigins.add(origin);
  }

  allowedParentOrigins(): string[] {
    return [...this.parentOrigins];
  }

  /**
   * Listens next to the app: on the app's address, at BILLING_SANDBOX_PORT, else PORT+1 when the app is on
   * PORT, else (the app on another port, as tests and the e2e run on port 0) on any free port.
   */
  async start(listening: AppListening): Promise<void> {
    this.allowParentOrigins(listening.appOrigins);
    if (this.server.server.listening) return;
    const port = this.options.port ?? (listening.port === this.options.appPort ? listening.port + 1 : 0);
    try {
      await this.server.listen({ host: listening.host, port });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new Error(
        `The billing sandbox could not listen on ${listening.host}:${port} (${code}): ` +
          'set BILLING_SANDBOX_PORT to a free port (0 for any).',
        { cause: error },
      );
    }
    const address = this.server.server.address() as AddressInfo;
    this.origin = `http://${publicHost(listening.host)}:${address.port}`;
    this.logger.info({ origin: this.origin }, 'billing sandbox card page listening');
  }

  async stop(): Promise<void> {
    await this.httpServer?.close();
  }

  async lookupCard(token: string): Promise<CardDetails | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 100) return null;
    const row = await this.repository.findCard(token);
    if (!row) return null;
    return {
      token: row.token,
      brand: row.brand,
      last4: row.last4,
      expMonth: row.expMonth,
      expYear: row.expYear,
      billingName: row.billingName,
    };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    checkKey(request.idempotencyKey);
    checkAmount(request.amountCents);
    checkDescription(request.description);

    const existing = await this.repository.findChargeByKey(request.idempotencyKey);
    if (existing) return this.replayCharge(existing, request);

    const card = await this.lookupCardRow(request.cardToken);
    const declined = card.behaviour === 'decline';
    const { created, row } = await this.repository.insertChargeOnce({
      id: newId('ch'),
      idempotencyKey: request.idempotencyKey,
      cardToken: card.token,
      amountCents: request.amountCents,
      description: request.description,
      status: declined ? 'declined' : 'succeeded',
      declineMessage: declined ? CARD_DECLINED_MESSAGE : null,
    });
    if (!created) return this.replayCharge(row, request);

    this.logger.info({ chargeId: row.id, status: row.status, amountCents: row.amountCents }, 'charge');
    if (card.behaviour === 'timeout') {
      // The charge is recorded as succeeded, but its answer is "lost": the caller must retry with the key.
      this.logger.info({ chargeId: row.id }, 'test card: answering the first attempt with a timeout');
      throw new BillingTimeoutError();
    }
    return toChargeResult(row);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    checkKey(request.idempotencyKey);
    if (request.amountCents !== undefined) checkAmount(request.amountCents);
    if (typeof request.chargeId !== 'string' || request.chargeId.length === 0 || request.chargeId.length > 100) {
      throw new BillingProviderError('charge_not_found', 'The charge was not found.');
    }

    const existing = await this.repository.findRefundByKey(request.idempotencyKey);
    if (existing) return this.replayRefund(existing, request);

    const outcome = await this.repository.refundOnce({
      id: newId('re'),
      idempotencyKey: request.idempotencyKey,
      chargeId: request.chargeId,
      amountCents: request.amountCents ?? null,
    });
    switch (outcome.kind) {
      case 'created':
        this.logger.info({ refundId: outcome.refund.id, chargeId: outcome.refund.chargeId }, 'refund');
        return toRefundResult(outcome.refund);
      case 'existing':
        return this.replayRefund(outcome.refund, request);
      case 'charge_not_found':
        throw new BillingProviderError('charge_not_found', 'The charge was not found.');
      case 'not_refundable':
        throw new BillingProviderError(
          'charge_not_refundable',
          outcome.charge.status !== 'succeeded'
            ? 'A declined charge cannot be refunded.'
            : 'The refund is more than what is left of the charge.',
        );
    }
  }

  async getCharge(idempotencyKey: string): Promise<ChargeRecord | null> {
    checkKey(idempotencyKey);
    const row = await this.repository.findChargeByKey(idempotencyKey);
    if (!row) return null;
    return {
      chargeId: row.id,
      idempotencyKey: row.idempotencyKey,
      status: row.status,
      cardToken: row.cardToken,
      amountCents: row.amountCents,
      refundedCents: row.refundedCents,
      description: row.description,
      declineMessage: row.declineMessage,
      createdAt: row.createdAt,
    };
  }

  private async lookupCardRow(token: string) {
    const card =
      typeof token === 'string' && token.length > 0 && token.length <= 100
        ? await this.repository.findCard(token)
        : undefined;
    if (!card) throw new BillingProviderError('card_not_found', 'The card was not found. Please add it again.');
    return card;
  }

  /** The first outcome for this key, provided the repeat asks for the same charge. */
  private replayCharge(row: SandboxChargeRow, request: ChargeRequest): ChargeResult {
    if (row.cardToken !== request.cardToken || row.amountCents !== request.amountCents) {
      throw new BillingProviderError(
        'idempotency_key_reused',
        'This idempotency key was already used for a different charge.',
      );
    }
    return toChargeResult(row);
  }

  private replayRefund(row: SandboxRefundRow, request: RefundRequest): RefundResult {
    if (
      row.chargeId !== request.chargeId ||
      (request.amountCents !== undefined && request.amountCents !== row.amountCents)
    ) {
      throw new BillingProviderError(
        'idempotency_key_reused',
        'This idempotency key was already used for a different refund.',
      );
    }
    return toRefundResult(row);
  }
}
