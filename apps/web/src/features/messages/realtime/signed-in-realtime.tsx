import { useRealtimeConnection } from '../../../lib/realtime';
import { CallHost } from '../calls/call-events';
import { MessagesSync } from './messages-sync';

/** The channel, the messages cache's socket feed and the call window, while someone is signed in. */
export default function SignedInRealtime() {
  useRealtimeConnection();
  return (
    <>
      <MessagesSync />
      <CallHost />
    </>
  );
}
