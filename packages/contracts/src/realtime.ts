import { LOGIN_MESSAGES, type UserRole } from './auth';
import type {
  CallAck,
  CallEvent,
  CallIdPayload,
  CallRequest,
  CallRequestAck,
  CallSignal,
  IncomingCall,
  RelayedCallSignal,
} from './calls';
import type { ClubBusy, WatchClubBusy, WatchClubBusyAck } from './club-busy';
import type { ChatMessage, MessageRead, MessageReadAck, MessageReadSuccess, SendMessage, SendMessageAck } from './chat';
import { MESSAGES } from './messages';

/**
 * The realtime channel (decisions.md item 14; docs/decisions/0015, 0016): socket.io on the API's own origin at
 * REALTIME_PATH. Typed once for both sides:
 *   server: new Server<ClientToServerEvents, ServerToClientEvents, {}, SocketData>(...)
 *   client: const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({ path: REALTIME_PATH, auth })
 * Every client-to-server event takes an acknowledgement callback (or use emitWithAck).
 */
export const REALTIME_PATH = '/socket.io';

/** The handshake: `io({ path: REALTIME_PATH, auth: { token } })` with the member token from POST /auth. */
export interface RealtimeAuth {
  token: string;
}

/**
 * connect_error messages (err.message; err.data.code holds the code). After 'UNAUTHORIZED' the client should
 * not retry with the same token (the SPA logs out, as on a 401). After 'RATE_LIMITED' (too many handshakes of
 * the account or the address in a minute, docs/decisions/0021) it should try again later: socket.io-client
 * does not retry a refused handshake by itself.
 */
export const REALTIME_ERRORS = {
  UNAUTHORIZED: LOGIN_MESSAGES.sessionEnded,
  BAD_ORIGIN: 'This page is not allowed to open the realtime channel',
  RATE_LIMITED: 'Too many connections in the last minute, please wait a minute and try again',
  /** The server's database is away (docs/decisions/0022): the client tries again later, as for RATE_LIMITED. */
  SERVICE_UNAVAILABLE: MESSAGES.serviceUnavailable,
} as const;

/** The window of the handshake limits (REALTIME_CONNECT_LIMIT_PER_ACCOUNT and _PER_ADDRESS handshakes in it). */
export const REALTIME_CONNECT_WINDOW_MS = 60_000;
export type RealtimeErrorCode = keyof typeof REALTIME_ERRORS;
export interface RealtimeErrorData {
  code: RealtimeErrorCode;
}

/**
 * Presence: 'online' tells a client that one of its contacts came online (first socket connected, on any
 * server instance) or went offline (last socket closed). Right after connecting, the new socket receives one
 * 'online' with online: true per contact already online.
 */
export interface OnlinePayload {
  userId: string;
  online: boolean;
}

export interface ServerToClientEvents {
  online: (payload: OnlinePayload) => void;
  /** A new message, to every socket of the receiver and of the sender (isMyMessage set per recipient). */
  message: (message: ChatMessage) => void;
  /** Messages were marked read: to every socket of the reader and of the messages' sender. */
  'message read success': (payload: MessageReadSuccess) => void;
  /** To the member: a trainer or the director is calling. */
  'request-call': (call: IncomingCall) => void;
  /** To both participants (so that the member's other tabs stop ringing). */
  'call accepted': (event: CallEvent) => void;
  'call declined': (event: CallEvent) => void;
  /** To the other participant only. */
  'call signal': (signal: RelayedCallSignal) => void;
  /** To both participants; the call has ended. Trainers' pages ignore it (section 4). */
  'stop-session-call': (event: CallEvent) => void;
  /** To the other participant, when this participant's last socket dropped during the call. */
  'peer-disconnected': (event: CallEvent) => void;
  /** How busy a watched club is now, each time the desk checks someone in there (issue 28). */
  'club busy': (busy: ClubBusy) => void;
}

export interface ClientToServerEvents {
  /** senderUserId and isDirector are ignored (see sendMessageSchema). */
  'send message': (payload: SendMessage, ack: (answer: SendMessageAck) => void) => void;
  'message read': (payload: MessageRead, ack: (answer: MessageReadAck) => void) => void;
  /** Trainer or director only, to a member they may talk to. */
  'request-call': (payload: CallRequest, ack: (answer: CallRequestAck) => void) => void;
  /** The called member only. */
  'accept-call': (payload: CallIdPayload, ack: (answer: CallAck) => void) => void;
  'decline-call': (payload: CallIdPayload, ack: (answer: CallAck) => void) => void;
  /** Either participant, after the call was accepted. */
  'call signal': (payload: CallSignal, ack: (answer: CallAck) => void) => void;
  /** Either participant. */
  'stop-session-call': (payload: CallIdPayload, ack: (answer: CallAck) => void) => void;
  /** Any account: receive 'club busy' for this club from now on (the member home, a club's page). */
  'watch club busy': (payload: WatchClubBusy, ack: (answer: WatchClubBusyAck) => void) => void;
}

/** What the server keeps on each socket (socket.data), readable across instances through fetchSockets(). */
export interface SocketData {
  userId: string;
  role: UserRole;
}
