import type { Locale } from '@gym/contracts/i18n/locales';
import type { TrackingRecord } from '@gym/contracts/tracking';
import { badRequest, notFound } from '../../../lib/app-error';
import type { ChatbotRepository } from './chatbot.repository';
import type { TrackingRepository, TrackingValues } from './tracking.repository';
import { defineSpanish } from '../../../lib/i18n/translator';

export const TRACKING_MESSAGES = {
  notFound: 'Tracking session not found',
  dataNotJson: 'data must be a JSON string',
  chatbotNotFound: 'Chatbot record not found',
} as const;
defineSpanish({
  [TRACKING_MESSAGES.notFound]: 'No se encontró la sesión de seguimiento',
  [TRACKING_MESSAGES.dataNotJson]: 'data debe ser un texto JSON',
  [TRACKING_MESSAGES.chatbotNotFound]: 'No se encontró el registro del chatbot',
});

/** null and undefined both mean "not sent": an update leaves the stored value alone. */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

function parseData(data: string | null | undefined): unknown {
  if (data === undefined || data === null) return undefined;
  try {
    return JSON.parse(data);
  } catch {
    throw badRequest(TRACKING_MESSAGES.dataNotJson, [{ field: 'data', message: TRACKING_MESSAGES.dataNotJson }]);
  }
}

/** Abandoned sign-up tracking and the chatbot's records (docs/decisions/0006). */
export class TrackingService {
  constructor(
    private readonly tracking: TrackingRepository,
    private readonly chatbot: ChatbotRepository,
  ) {}

  /** Creates the record when there is no session yet, else updates it; answers the session id. */
  /** `locale` is the request's: the sign-up runs in the language of its latest call. */
  async set(record: TrackingRecord, locale?: Locale): Promise<string> {
    const values: TrackingValues = {
      email: given(record.email?.trim()),
      currentPage: record.currentPage,
      data: parseData(record.data),
      isFormerMember: given(record.isFormerMember),
      isReferral: given(record.isReferral),
      referrerName: given(record.referrerName),
      referrerCaid: given(record.referrerCaid),
      locale,
    };
    const session = record.session?.trim();
    if (!session) return this.tracking.create(values);
    if (!(await this.tracking.update(session, values))) throw notFound(TRACKING_MESSAGES.notFound);
    return session;
  }

  insertChatbotRecord(sessionId: string): Promise<void> {
    return this.chatbot.insert(sessionId);
  }

  async updateChatbotRecord(sessionId: string, currentPage: string, location: string | null | undefined) {
    const updated = await this.chatbot.update(sessionId, { currentPage, location: given(location) });
    if (!updated) throw notFound(TRACKING_MESSAGES.chatbotNotFound);
  }
}
