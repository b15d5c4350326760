import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@gym/contracts/auth';
import { signIn, signOut } from '../../../lib/session';
import {
  CALL_TEXT,
  onCallDeclined,
  onCallStopped,
  onIncomingCall,
  onPeerDisconnected,
  stopCall,
} from './call-controller';
import { type CallState, IDLE_CALL, getCall, setCall } from './call-store';

/** The call flow's reactions to server events, with the socket replaced by a recorder. */
const emitWithAck = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/realtime', () => ({ emitWithAck }));

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const CALL_ID = '00000000-0000-4000-a000-000000000001';

function signInAs(role: SessionUser['role']) {
  const user: SessionUser = {
    sfId: ME,
    idCA: '100001',
    name: 'Test Person',
    email: 'person@example.com',
    firstName: 'Test',
    favoriteLocationName: null,
    favoriteLocation: null,
    favoriteLocationCAId: null,
    memberStatus: 'active',
    scanCode: 'BFC-100001',
    isTrainer: role === 'trainer',
    isDirector: role === 'director',
    role,
  };
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  signIn({ token: `${part({ alg: 'HS256' })}.${part({ ...user, exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln` });
}

const liveCall: CallState = {
  ...IDLE_CALL,
  phase: 'live',
  callId: CALL_ID,
  peerId: OTHER,
  peerName: 'Pat Peer',
  link: 'connected',
};

beforeEach(() => {
  emitWithAck.mockReset();
  emitWithAck.mockResolvedValue({ success: true });
});

afterEach(() => {
  signOut();
  setCall(IDLE_CALL);
});

describe("'stop-session-call'", () => {
  it('does not affect a trainer: the call stays as it is (sections 4 and 6)', () => {
    signInAs('trainer');
    setCall(liveCall);
    onCallStopped({ callId: CALL_ID, userId: OTHER });
    expect(getCall()).toBe(liveCall);
  });

  it("ends a member's call with who ended it", () => {
    signInAs('member');
    setCall(liveCall);
    onCallStopped({ callId: CALL_ID, userId: OTHER });
    expect(getCall()).toMatchObject({ phase: 'ended', notice: CALL_TEXT.ended('Pat Peer'), remoteStream: null });
  });

  it("ends the director's call too (the director is not a trainer)", () => {
    signInAs('director');
    setCall(liveCall);
    onCallStopped({ callId: CALL_ID, userId: OTHER });
    expect(getCall().phase).toBe('ended');
  });

  it('stops the ringing quietly when the caller gives up', () => {
    signInAs('member');
    onIncomingCall({ callId: CALL_ID, callerUserId: OTHER, callerName: 'Pat Peer', isDirector: false });
    expect(getCall().phase).toBe('incoming');
    onCallStopped({ callId: CALL_ID, userId: OTHER });
    expect(getCall()).toEqual(IDLE_CALL);
  });

  it('ignores another call', () => {
    signInAs('member');
    setCall(liveCall);
    onCallStopped({ callId: '00000000-0000-4000-a000-000000000009', userId: OTHER });
    expect(getCall()).toBe(liveCall);
  });
});

describe('the other side', () => {
  it("leaving ('peer-disconnected') shows that news, for a trainer too; the window stays until Stop call", () => {
    signInAs('trainer');
    setCall(liveCall);
    onPeerDisconnected({ callId: CALL_ID, userId: OTHER });
    expect(getCall()).toMatchObject({ phase: 'live', notice: CALL_TEXT.left('Pat Peer') });
  });

  it('leaving while it still rings stops the ringing', () => {
    signInAs('member');
    onIncomingCall({ callId: CALL_ID, callerUserId: OTHER, callerName: 'Pat Peer', isDirector: false });
    onPeerDisconnected({ callId: CALL_ID, userId: OTHER });
    expect(getCall()).toEqual(IDLE_CALL);
  });

  it('declining ends the ringing with that news', () => {
    signInAs('trainer');
    setCall({ ...liveCall, phase: 'outgoing' });
    onCallDeclined({ callId: CALL_ID, userId: OTHER });
    expect(getCall()).toMatchObject({ phase: 'ended', notice: CALL_TEXT.declined('Pat Peer') });
  });

  it('calling a member who is already in a call is declined, and the call goes on', () => {
    signInAs('member');
    setCall(liveCall);
    const second = '00000000-0000-4000-a000-000000000002';
    onIncomingCall({ callId: second, callerUserId: OTHER, callerName: 'Pat Peer', isDirector: false });
    expect(emitWithAck).toHaveBeenCalledWith('decline-call', { callId: second });
    expect(getCall()).toBe(liveCall);
  });
});

it("'Stop call' emits stop-session-call and closes the window", () => {
  signInAs('trainer');
  setCall(liveCall);
  stopCall();
  expect(emitWithAck).toHaveBeenCalledWith('stop-session-call', { callId: CALL_ID });
  expect(getCall()).toEqual(IDLE_CALL);
});
