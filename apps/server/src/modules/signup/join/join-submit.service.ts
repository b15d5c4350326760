import type { JoinAnswer } from '@gym/contracts/join';
import { NOT_ELIGIBLE_MESSAGE } from '@gym/contracts/signup-lookup';
import type { Database } from '../../../db/client';
import { AppError, badRequest } from '../../../lib/app-error';
import { LEDGER_KEYS } from '../../membership/ledger';
import { SIGNUP_CARD_MESSAGES, type SignupCardsService } from '../cards';
import type { UsersRepository } from '../../accounts/users';
import type { JoinAnswers } from './join-answers';
import type { JoinCompletion } from './join-completion';
import { mayRejoin, personKeyOf } from './join-member-writer';
import { type JoinPayload, storablePayload } from './join-payload';
import type { JoinPaymentService } from './join-payment.service';
import type { JoinQuoteService } from './join-quote.service';
import type { JoinSubmissionsRepository } from './join-submissions.repository';

export interface JoinSubmitDeps {
  db: Database;
  quotes: JoinQuoteService;
  cards: SignupCardsService;
  users: UsersRepository;
  submissions: JoinSubmissionsRepository;
  completion: JoinCompletion;
  payments: JoinPaymentService;
  answers: JoinAnswers;
  /** The app's clock. */
  now: () => Date;
}

/**
 * create-user / update-user and their -retry twins (decisions.md item 11; docs/decisions/0009). A run that has
 * succeeded answers its first outcome to any repeat, whatever the card or payload; otherwise the payload is
 * checked (age, plan, e-mail, eligibility, card) before anything is charged, and the card's attempt is paid:
 * one at a time per person and per card, whatever the run (docs/decisions/0023).
 */
export class JoinSubmitService {
  constructor(private readonly deps: JoinSubmitDeps) {}

  async submit(runKey: string, payload: JoinPayload, retry: boolean): Promise<JoinAnswer> {
    const { completion } = this.deps;
    const first = await completion.storedAnswer(runKey);
    if (first) return first;
    try {
      return await this.attempt(runKey, payload, retry);
    } catch (error) {
      // A refusal met by a repeat of a run that has just succeeded (its own e-mail is taken now): the first outcome.
      if (error instanceof AppError) return (await completion.storedAnswer(runKey)) ?? Promise.reject(error);
      throw error;
    }
  }

  private async attempt(runKey: string, payload: JoinPayload, retry: boolean): Promise<JoinAnswer> {
    const { quotes, cards, payments, answers } = this.deps;
    const quote = await quotes.quote(payload, this.deps.now());
    if (payload.kind === 'new') {
      const taken = await this.deps.users.findByEmail(payload.body.email);
      if (taken.length > 0) return (await this.deps.completion.storedAnswer(runKey)) ?? answers.emailTaken();
    } else {
      const account = await this.deps.users.findByMemberNumber(payload.body.caID);
      if (!account || !(await mayRejoin(this.deps.db, account))) {
        throw badRequest(NOT_ELIGIBLE_MESSAGE, [{ field: 'caID', message: NOT_ELIGIBLE_MESSAGE }]);
      }
    }
    const cardToken = payload.body.i4goUniqueId;
    const card = await cards.resolve(cardToken, payload.body.billingName);
    if (!card) {
      throw badRequest(SIGNUP_CARD_MESSAGES.cardNotFound, [
        { field: 'i4goUniqueId', message: SIGNUP_CARD_MESSAGES.cardNotFound },
      ]);
    }

    return payments.pay(
      {
        runKey,
        cardToken,
        personKey: personKeyOf(payload),
        providerKey: LEDGER_KEYS.join(runKey, cardToken),
        amountCents: quote.totalCents,
        payload: storablePayload(payload),
        quote,
        card,
      },
      retry,
    );
  }
}
