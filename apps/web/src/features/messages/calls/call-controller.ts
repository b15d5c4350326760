import {
  CALL_LIMITS,
  CALL_MESSAGES,
  type CallEvent,
  type IncomingCall,
  type RelayedCallSignal,
  otherParticipant,
} from '@gym/contracts/calls';
import { ApiError } from '../../../lib/api-client';
import { showBanner } from '../../../lib/banner-store';
import { sharedText, translate } from '../../../lib/i18n/catalog';
import { emitWithAck } from '../../../lib/realtime';
import { getSession, onSignOut } from '../../../lib/session';
import { fetchCallPermission } from '../api/get-call';
import { messagesText } from '../i18n';
import { CallPeer } from './call-peer';
import { IDLE_CALL, getCall, setCall } from './call-store';

/**
 * The call flow of contracts/calls.ts: the trainer (or the director) emits 'request-call', the member accepts
 * or declines, both read GET /calls?callId= and open their camera, the caller offers, and either side stops.
 * One call per tab; every asynchronous step checks that its call is still the current one (`generation`),
 * because the other side can end it while we wait for the camera or the server.
 */
export const CALL_TEXT = {
  cameraFailed: () => translate(messagesText, 'messages.call.cameraFailed'),
  connectFailed: () => translate(messagesText, 'messages.call.connectFailed'),
  declined: (name: string) => translate(messagesText, 'messages.call.declined', { name }),
  noAnswer: (name: string) => translate(messagesText, 'messages.call.noAnswer', { name }),
  ended: (name: string) => translate(messagesText, 'messages.call.ended', { name }),
  left: (name: string) => translate(messagesText, 'messages.call.left', { name }),
} as const;

let peer: CallPeer | null = null;
let heldSignals: RelayedCallSignal[] = [];
/** Signals are applied one after the other: an answer must be set before the candidates that follow it. */
let signalQueue: Promise<void> = Promise.resolve();
let ringTimer: ReturnType<typeof setTimeout> | undefined;
let generation = 0;

function myId(): string | null {
  return getSession()?.user.sfId ?? null;
}

/** Releases the camera, the peer connection and the timers of the current call. */
function release() {
  generation += 1;
  clearTimeout(ringTimer);
  peer?.close();
  peer = null;
  heldSignals = [];
  signalQueue = Promise.resolve();
  for (const track of getCall().localStream?.getTracks() ?? []) track.stop();
}

/** The call is over; the window stays open with the reason until it is closed. */
function endWith(notice: string) {
  release();
  setCall((current) => ({ ...current, phase: 'ended', localStream: null, remoteStream: null, notice }));
}

function emitStop(callId: string) {
  emitWithAck('stop-session-call', { callId }).then(
    (answer) => {
      if (!answer.success) console.warn(`[calls] stop refused: ${answer.error}`);
    },
    (error: unknown) => console.warn(`[calls] stop not acknowledged: ${String(error)}`),
  );
}

function isCurrent(callId: string): boolean {
  return getCall().callId === callId && getCall().phase !== 'idle' && getCall().phase !== 'ended';
}

/** A trainer or the director rings a member (from the member's dialog). */
export async function startCall(person: { userId: string; name: string }) {
  const { phase } = getCall();
  if (phase !== 'idle' && phase !== 'ended') return;
  release();
  setCall({ ...IDLE_CALL, phase: 'outgoing', peerId: person.userId, peerName: person.name });
  const started = generation;
  let answer: Awaited<ReturnType<typeof emitWithAck<'request-call'>>>;
  try {
    answer = await emitWithAck('request-call', { receiverUserId: person.userId });
  } catch {
    if (started !== generation) return;
    setCall(IDLE_CALL);
    showBanner(sharedText(CALL_MESSAGES.requestFailed));
    return;
  }
  if (started !== generation) {
    // Stopped while the server was creating the call: end the call it created.
    if (answer.success) emitStop(answer.callId);
    return;
  }
  if (!answer.success) {
    setCall(IDLE_CALL);
    showBanner(answer.error);
    return;
  }
  const { callId } = answer;
  setCall((current) => ({ ...current, callId }));
  ringTimer = setTimeout(() => {
    if (getCall().phase !== 'outgoing' || getCall().callId !== callId) return;
    emitStop(callId);
    endWith(CALL_TEXT.noAnswer(person.name));
  }, CALL_LIMITS.ringTimeoutMs);
}

/** Both sides, once the call is accepted: permission, camera and microphone, peer connection. */
async function connect(callId: string, offerer: boolean) {
  const started = generation;
  const me = myId();
  try {
    const permission = await fetchCallPermission(callId);
    if (started !== generation) return;
    // The other participant is whichever of the two ids is not me (section 4); it must be the one we rang.
    if (!me || otherParticipant(permission.availableIds, me) !== getCall().peerId) {
      throw new Error('The call permission names someone else');
    }
    const local = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
    if (started !== generation) {
      for (const track of local.getTracks()) track.stop();
      return;
    }
    setCall((current) => ({ ...current, localStream: local }));
    peer = new CallPeer({
      permission,
      offerer,
      local,
      send: (signal) => {
        emitWithAck('call signal', { callId, ...signal }).catch((error: unknown) =>
          console.warn(`[calls] signal not acknowledged: ${String(error)}`),
        );
      },
      onRemoteStream: (remoteStream) => setCall((current) => ({ ...current, remoteStream })),
      onLink: (link) =>
        setCall((current) => ({
          ...current,
          link,
          phase: link === 'connected' && current.phase === 'connecting' ? 'live' : current.phase,
        })),
    });
    for (const signal of heldSignals.splice(0)) queueSignal(signal);
    if (offerer) await peer.offer();
  } catch (error) {
    if (started !== generation) return;
    const notice =
      error instanceof DOMException
        ? CALL_TEXT.cameraFailed()
        : error instanceof ApiError
          ? error.message
          : CALL_TEXT.connectFailed();
    emitStop(callId);
    endWith(notice);
  }
}

function queueSignal(signal: RelayedCallSignal) {
  const target = peer;
  if (!target) return;
  signalQueue = signalQueue
    .then(() => target.receive(signal))
    .catch((error: unknown) => console.warn(`[calls] signal not applied: ${String(error)}`));
}

/** The member accepts the ringing call. */
export async function acceptCall() {
  const { phase, callId } = getCall();
  if (phase !== 'incoming' || !callId) return;
  clearTimeout(ringTimer);
  setCall((current) => ({ ...current, phase: 'connecting' }));
  const started = generation;
  try {
    const answer = await emitWithAck('accept-call', { callId });
    if (started !== generation) return;
    if (!answer.success) {
      endWith(answer.error);
      return;
    }
  } catch {
    if (started === generation) endWith(CALL_TEXT.connectFailed());
    return;
  }
  await connect(callId, false);
}

export function declineCall() {
  const { phase, callId } = getCall();
  if (phase !== 'incoming' || !callId) return;
  emitWithAck('decline-call', { callId }).catch((error: unknown) =>
    console.warn(`[calls] decline not acknowledged: ${String(error)}`),
  );
  release();
  setCall(IDLE_CALL);
}

/** 'Stop call' (either side), also while still ringing. */
export function stopCall() {
  const { callId } = getCall();
  if (callId) emitStop(callId);
  release();
  setCall(IDLE_CALL);
}

/** Closes the window of an ended call. */
export function closeCallWindow() {
  if (getCall().phase === 'ended') setCall(IDLE_CALL);
}

// --- Server events (wired in call-events.tsx) ---

export function onIncomingCall(call: IncomingCall) {
  const { phase } = getCall();
  if (phase !== 'idle' && phase !== 'ended') {
    // Already in a call in this tab: the new caller hears a decline rather than ringing forever.
    emitWithAck('decline-call', { callId: call.callId }).catch(() => undefined);
    return;
  }
  release();
  setCall({
    ...IDLE_CALL,
    phase: 'incoming',
    callId: call.callId,
    peerId: call.callerUserId,
    peerName: call.callerName,
  });
  ringTimer = setTimeout(() => {
    if (getCall().phase === 'incoming' && getCall().callId === call.callId) setCall(IDLE_CALL);
  }, CALL_LIMITS.ringTimeoutMs);
}

export function onCallAccepted({ callId, userId }: CallEvent) {
  const call = getCall();
  if (call.callId !== callId) return;
  if (call.phase === 'outgoing') {
    clearTimeout(ringTimer);
    setCall((current) => ({ ...current, phase: 'connecting' }));
    void connect(callId, true);
  } else if (call.phase === 'incoming' && userId === myId()) {
    // Accepted in another tab of this account: this tab stops ringing.
    release();
    setCall(IDLE_CALL);
  }
}

export function onCallDeclined({ callId }: CallEvent) {
  const call = getCall();
  if (call.callId !== callId) return;
  if (call.phase === 'outgoing') endWith(CALL_TEXT.declined(call.peerName));
  else if (call.phase === 'incoming') {
    release();
    setCall(IDLE_CALL);
  }
}

export function onCallSignal(signal: RelayedCallSignal) {
  if (!isCurrent(signal.callId) || signal.fromUserId !== getCall().peerId) return;
  if (peer) queueSignal(signal);
  else heldSignals.push(signal);
}

export function onCallStopped({ callId, userId }: CallEvent) {
  // "Trainers are not affected by call stop events" (member-area document sections 4 and 6), taken literally:
  // a trainer's page ignores 'stop-session-call' whoever sent it. A trainer's call ends when the trainer
  // presses Stop call; when the member leaves, the trainer's window shows the connection dropping
  // (RTCPeerConnection state), or 'peer-disconnected' when the member's page is gone. The director is not a
  // trainer (isTrainer is false) and is affected like a member.
  if (getSession()?.user.isTrainer) return;
  const call = getCall();
  if (!isCurrent(callId)) return;
  if (userId === myId() || call.phase === 'incoming') {
    // Stopped in another tab of this account, or the caller gave up before an answer: close quietly.
    release();
    setCall(IDLE_CALL);
    return;
  }
  endWith(CALL_TEXT.ended(call.peerName));
}

export function onPeerDisconnected({ callId }: CallEvent) {
  const call = getCall();
  if (!isCurrent(callId)) return;
  if (call.phase === 'incoming') {
    release();
    setCall(IDLE_CALL);
    return;
  }
  // The server keeps an accepted call open (their page may reconnect, and the media does not pass through
  // the server: docs/decisions/0016), so the window stays with the news; Stop call ends it here.
  setCall((current) => ({ ...current, notice: CALL_TEXT.left(call.peerName) }));
}

// Logout ends any call: the camera is released and nothing of it stays on screen.
onSignOut(() => {
  release();
  setCall(IDLE_CALL);
});
