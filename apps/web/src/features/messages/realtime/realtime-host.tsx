import { Suspense, lazy } from 'react';
import { useSession } from '../../../lib/session';

// socket.io-client, WebRTC and the call window load only for a signed-in account, not on the visitors' join path.
const SignedInRealtime = lazy(() => import('./signed-in-realtime'));

/**
 * The realtime side of messages and calls, mounted once in the app layout: opens the channel after sign-in,
 * keeps the messages cache current and shows calls on every page. Nothing for a visitor.
 */
export function MessagesRealtimeHost() {
  const signedIn = useSession() !== null;
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInRealtime />
    </Suspense>
  );
}
