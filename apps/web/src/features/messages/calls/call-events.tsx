import { useRealtimeEvent } from '../../../lib/realtime';
import {
  onCallAccepted,
  onCallDeclined,
  onCallSignal,
  onCallStopped,
  onIncomingCall,
  onPeerDisconnected,
} from './call-controller';
import { CallWindow } from './call-window';

/** Call events for the signed-in account on every page, and the call window. */
export function CallHost() {
  useRealtimeEvent('request-call', onIncomingCall);
  useRealtimeEvent('call accepted', onCallAccepted);
  useRealtimeEvent('call declined', onCallDeclined);
  useRealtimeEvent('call signal', onCallSignal);
  useRealtimeEvent('stop-session-call', onCallStopped);
  useRealtimeEvent('peer-disconnected', onPeerDisconnected);
  return <CallWindow />;
}
