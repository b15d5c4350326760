import { useRealtimeConnection } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { CallHost } from '../calls/call-events';
import { MessagesSync } from './messages-sync';

/**
 * The realtime side of messages and calls, mounted once in the app layout: opens the channel after sign-in,
 * keeps the messages cache current and shows calls on every page. Nothing for a visitor.
 */
export function MessagesRealtimeHost() {
  useRealtimeConnection();
  const signedIn = useSession() !== null;
  if (!signedIn) return null;
  return (
    <>
      <MessagesSync />
      <CallHost />
    </>
  );
}
