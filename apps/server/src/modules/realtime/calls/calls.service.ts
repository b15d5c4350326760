import {
  CALL_LIMITS,
  CALL_MESSAGES,
  type CallPermission,
  type CallRefusal,
  type IncomingCall,
} from '@gym/contracts/calls';
import { notFound } from '../../../lib/app-error';
import type { ChatService } from '../chat';
import type { CallRow, CallsRepository } from './calls.repository';
import { turnCredentials } from './turn-credentials';

/** A call action the rules refuse; the socket layer answers it in the acknowledgement. */
export class CallRefusedError extends Error {
  constructor(
    readonly code: CallRefusal,
    message: string,
  ) {
    super(message);
    this.name = 'CallRefusedError';
  }
}

export interface TurnSettings {
  urls: string[];
  secret: string;
}

const isParticipant = (call: CallRow, userId: string) => call.callerId === userId || call.calleeId === userId;
const otherOf = (call: CallRow, userId: string) => (call.callerId === userId ? call.calleeId : call.callerId);
const ringing = (call: CallRow, now: number) =>
  call.acceptedAt === null && now - call.createdAt.getTime() < CALL_LIMITS.ringTimeoutMs;

/**
 * Video calls (docs/decisions/0016): a trainer or the director calls a member they may talk to; the member
 * accepts or declines; signalling passes only between the two; either side stops it.
 */
export class CallsService {
  constructor(
    private readonly repository: CallsRepository,
    private readonly chat: ChatService,
    private readonly turn: TurnSettings | null,
  ) {}

  /** A participant's call, or a refusal that says nothing about calls of other people. */
  private async participantCall(userId: string, callId: string): Promise<CallRow> {
    const call = await this.repository.find(callId);
    if (!call || !isParticipant(call, userId)) throw new CallRefusedError('NOT_FOUND', CALL_MESSAGES.notFound);
    return call;
  }

  /** 'request-call': creates the call; what the member's pages are told. */
  async request(callerId: string, receiverId: string): Promise<{ calleeId: string; incoming: IncomingCall }> {
    const pair = await this.chat.pair(callerId, receiverId);
    if (!pair || pair.me.role === 'member' || pair.other.role !== 'member')
      throw new CallRefusedError('NOT_ALLOWED', CALL_MESSAGES.notAllowed);
    const call = await this.repository.insert(callerId, receiverId);
    return {
      calleeId: receiverId,
      incoming: {
        callId: call.id,
        callerUserId: callerId,
        callerName: pair.me.name,
        isDirector: pair.me.role === 'director',
      },
    };
  }

  /** 'accept-call': the called member, while it rings. */
  async accept(userId: string, callId: string): Promise<CallRow> {
    const call = await this.participantCall(userId, callId);
    if (call.calleeId !== userId) throw new CallRefusedError('NOT_ALLOWED', CALL_MESSAGES.notAllowed);
    if (call.endedAt || !ringing(call, Date.now())) throw new CallRefusedError('ENDED', CALL_MESSAGES.ended);
    const accepted = await this.repository.accept(callId);
    if (!accepted) throw new CallRefusedError('ENDED', CALL_MESSAGES.ended);
    return accepted;
  }

  /** 'decline-call': the called member, before accepting. */
  async decline(userId: string, callId: string): Promise<CallRow> {
    const call = await this.participantCall(userId, callId);
    if (call.calleeId !== userId) throw new CallRefusedError('NOT_ALLOWED', CALL_MESSAGES.notAllowed);
    if (call.acceptedAt) throw new CallRefusedError('INVALID', CALL_MESSAGES.ended);
    const ended = await this.repository.end(callId);
    if (!ended) throw new CallRefusedError('ENDED', CALL_MESSAGES.ended);
    return ended;
  }

  /** 'stop-session-call': either participant; null when the call had already ended (nothing to tell). */
  async stop(userId: string, callId: string): Promise<CallRow | null> {
    await this.participantCall(userId, callId);
    return (await this.repository.end(callId)) ?? null;
  }

  /** 'call signal': the other participant of an accepted call that has not ended. */
  async signalTarget(userId: string, callId: string): Promise<string> {
    const call = await this.participantCall(userId, callId);
    if (call.endedAt) throw new CallRefusedError('ENDED', CALL_MESSAGES.ended);
    if (!call.acceptedAt) throw new CallRefusedError('INVALID', 'The call has not been accepted');
    return otherOf(call, userId);
  }

  /**
   * The account's last socket closed: its calls in progress, each with the other participant. A call still
   * ringing ends (nobody is left to answer or to hear it); an accepted one stays open, since the two browsers'
   * media does not pass through the socket and the page may reconnect.
   */
  async onDisconnected(userId: string): Promise<Array<{ callId: string; otherId: string }>> {
    const now = Date.now();
    const open = await this.repository.openCallsOf(userId, new Date(now - CALL_LIMITS.turnCredentialTtlS * 1000));
    const affected: Array<{ callId: string; otherId: string }> = [];
    for (const call of open) {
      if (call.acceptedAt === null) {
        if (!ringing(call, now)) continue;
        await this.repository.end(call.id);
      }
      affected.push({ callId: call.id, otherId: otherOf(call, userId) });
    }
    return affected;
  }

  /** GET /calls?callId=: the two ids and TURN credentials, for the call's participants only. */
  async permission(userId: string, callId: string): Promise<CallPermission> {
    const call = await this.repository.find(callId);
    if (!call || !isParticipant(call, userId)) throw notFound(CALL_MESSAGES.notFound);
    if (call.endedAt) throw notFound(CALL_MESSAGES.ended);
    const base = { callId: call.id, availableIds: `${call.callerId},${call.calleeId}` };
    if (!this.turn) return { ...base, username: '', credential: '', iceServers: [] };
    const { username, credential } = turnCredentials(this.turn.secret, userId, CALL_LIMITS.turnCredentialTtlS);
    return { ...base, username, credential, iceServers: [{ urls: this.turn.urls, username, credential }] };
  }
}
