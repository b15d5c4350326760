import { vi } from 'vitest';

/**
 * `lib/realtime` for component tests that render the shell or a page beside it: always connected, no events, no
 * socket. Use as `vi.mock('<path to>/lib/realtime', () => import('<path to>/test/quiet-realtime'))`; a test that
 * drives events (messages-page) keeps its own double.
 */
export const emitWithAck = vi.fn();
export const useRealtimeStatus = () => 'connected';
export const useRealtimeEvent = () => undefined;
export const realtimeSocket = () => ({ io: { on: () => undefined, off: () => undefined } });

/** The header's unread badge asks for the messages: this answers every request with none. */
export function stubFetchWithNoMessages(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ messagesHistory: [], resentMessages: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}
