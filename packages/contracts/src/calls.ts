import * as z from 'zod/mini';

/**
 * Video calls between a member and a trainer or the director (member-area document sections 3, 4, 7;
 * decisions.md item 15; docs/decisions/0016). WebRTC between the two browsers; the server creates the call,
 * hands out TURN credentials and relays the signalling over the socket (realtime.ts).
 *
 * Flow: the trainer (or director) emits 'request-call' { receiverUserId } and gets { callId } back; the member
 * receives 'request-call' and emits 'accept-call' or 'decline-call'; the caller receives 'call accepted' (then
 * sends the WebRTC offer with 'call signal') or 'call declined'. Either side emits 'stop-session-call' to end it;
 * both sides receive 'stop-session-call' (trainers' pages ignore it, section 4). When a participant's last socket
 * drops during a call, the other side receives 'peer-disconnected'.
 */

export const CALL_MESSAGES = {
  notFound: 'Call not found',
  ended: 'This call has ended',
  notAllowed: 'You cannot call this person',
  requestFailed: 'Could not start the call, please try again',
} as const;

export const CALL_LIMITS = {
  /** A call not accepted within this time can no longer be accepted (the caller's page stops ringing). */
  ringTimeoutMs: 60_000,
  /** TURN credentials are valid this long (coturn REST scheme: the username starts with the expiry). */
  turnCredentialTtlS: 12 * 60 * 60,
  /** Bytes of one relayed WebRTC description or candidate (an SDP is a few kilobytes). */
  signalMaxChars: 20_000,
  /** 'request-call' events per caller per window (each rings the member and saves a call). */
  requestsPerWindow: 10,
  requestWindowMs: 60_000,
  /** 'call signal' events per account per window (a call exchanges two descriptions and some dozen candidates). */
  signalsPerWindow: 200,
  signalWindowMs: 10_000,
} as const;

/** GET /calls?callId=. */
export const callQuerySchema = z.object({ callId: z.string().check(z.uuid()) });

/** One RTCIceServer, as RTCPeerConnection's configuration takes it. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * The call permission (section 3): only the call's two participants get it (404 for anyone else).
 * - availableIds: 'callerId,calleeId', exactly two ids; the other participant is the one that is not you.
 * - username, credential: coturn's REST scheme — username `${expiryUnixSeconds}:${yourUserId}`, credential
 *   base64(HMAC-SHA1(TURN secret, username)). Both are '' when the server has no TURN configured.
 * - iceServers: [{ urls: TURN_URLS, username, credential }] with TURN configured; [] without it — the two
 *   browsers then connect directly (host candidates only: same network, as on one machine).
 */
export const callPermissionSchema = z.object({
  callId: z.string(),
  availableIds: z.string().check(z.regex(/^[^,]+,[^,]+$/)),
  username: z.string(),
  credential: z.string(),
  iceServers: z.array(iceServerSchema),
});
export type CallPermission = z.infer<typeof callPermissionSchema>;

/** The other participant: whichever of the two available ids is not the current user (section 4). */
export function otherParticipant(availableIds: string, myId: string): string | null {
  const ids = availableIds.split(',');
  if (ids.length !== 2) return null;
  if (ids[0] === myId) return ids[1] ?? null;
  if (ids[1] === myId) return ids[0] ?? null;
  return null;
}

const callId = z.string().check(z.uuid());

/** 'request-call' (trainer or director to server): call this member. */
export const callRequestSchema = z.object({ receiverUserId: z.string().check(z.uuid()) });
export type CallRequest = z.infer<typeof callRequestSchema>;

/** 'accept-call', 'decline-call', 'stop-session-call' (client to server). */
export const callIdPayloadSchema = z.object({ callId });
export type CallIdPayload = z.infer<typeof callIdPayloadSchema>;

/** An RTCSessionDescriptionInit. */
export const sessionDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback']),
  sdp: z.optional(z.string().check(z.maxLength(CALL_LIMITS.signalMaxChars))),
});

/** An RTCIceCandidateInit (null: the end of candidates). */
export const iceCandidateSchema = z.object({
  candidate: z.optional(z.string().check(z.maxLength(CALL_LIMITS.signalMaxChars))),
  sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  /** An unsigned short in WebRTC (RTCIceCandidateInit). */
  sdpMLineIndex: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(65_535)))),
  usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
});

/**
 * 'call signal' (client to server): a WebRTC description or ICE candidate for the other participant. The server
 * relays it only between the call's two participants, while the call has been accepted and has not ended.
 */
export const callSignalSchema = z.object({
  callId,
  description: z.optional(sessionDescriptionSchema),
  candidate: z.optional(z.nullable(iceCandidateSchema)),
});
export type CallSignal = z.infer<typeof callSignalSchema>;

/** 'request-call' (server to the member): a trainer or the director is calling. */
export interface IncomingCall {
  callId: string;
  callerUserId: string;
  callerName: string;
  isDirector: boolean;
}

/**
 * 'call accepted', 'call declined', 'stop-session-call', 'peer-disconnected' (server to client): what happened
 * to the call, and userId, the participant who did it (accepted, declined, stopped, or whose sockets dropped).
 */
export interface CallEvent {
  callId: string;
  userId: string;
}

/** 'call signal' (server to client): the other participant's description or candidate. */
export type RelayedCallSignal = CallSignal & { fromUserId: string };

/** Why a call action was refused. */
export const CALL_REFUSALS = ['INVALID', 'NOT_ALLOWED', 'NOT_FOUND', 'ENDED', 'RATE_LIMITED', 'INTERNAL'] as const;
export type CallRefusal = (typeof CALL_REFUSALS)[number];
export type CallRefused = { success: false; code: CallRefusal; error: string };

/** Acknowledgement of 'request-call': the new call's id. */
export type CallRequestAck = { success: true; callId: string } | CallRefused;
/** Acknowledgement of 'accept-call', 'decline-call', 'stop-session-call', 'call signal'. */
export type CallAck = { success: true } | CallRefused;
