import { useSyncExternalStore } from 'react';

/**
 * The one call this tab is in (a small store: the call window, the incoming-call dialog and the start button
 * read it; the call controller writes it).
 * - incoming: a trainer or the director is calling this member (Accept / Decline);
 * - outgoing: this trainer or director is ringing a member;
 * - connecting: accepted, media and WebRTC being set up; live: the peer connection is up;
 * - ended: the window stays open with the reason (declined, no answer, the other side left) until closed.
 */
export type CallPhase = 'idle' | 'incoming' | 'outgoing' | 'connecting' | 'live' | 'ended';

/** The WebRTC connection as the window reports it (RTCPeerConnection.connectionState, simplified). */
export type LinkState = 'new' | 'connected' | 'interrupted' | 'lost';

export interface CallState {
  phase: CallPhase;
  callId: string | null;
  peerId: string | null;
  peerName: string;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  link: LinkState;
  /** Why the call ended, or what happened to the other side, in words. */
  notice: string | null;
}

export const IDLE_CALL: CallState = {
  phase: 'idle',
  callId: null,
  peerId: null,
  peerName: '',
  localStream: null,
  remoteStream: null,
  link: 'new',
  notice: null,
};

let state: CallState = IDLE_CALL;
const listeners = new Set<() => void>();

export function getCall(): CallState {
  return state;
}

export function setCall(next: CallState | ((current: CallState) => CallState)) {
  state = typeof next === 'function' ? next(state) : next;
  for (const listener of listeners) listener();
}

export function useCall(): CallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => IDLE_CALL,
  );
}
