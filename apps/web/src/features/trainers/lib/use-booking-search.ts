import { useSearchParams } from 'react-router';
import { SESSION_LENGTHS, SESSION_MODES, type SessionLength, type SessionMode } from '@gym/contracts/personal-training';

/** The address's choices on a trainer's page: a link keeps the length, the way and the day. */
export const BOOKING_PARAMS = { minutes: 'minutes', mode: 'mode', day: 'day' } as const;

/** An hour unless the address says otherwise: what most members book. */
const DEFAULT_LENGTH: SessionLength = 60;

export function useBookingSearch() {
  const [params, setParams] = useSearchParams();
  const minutes = SESSION_LENGTHS.find((length) => String(length) === params.get(BOOKING_PARAMS.minutes));
  const mode = SESSION_MODES.find((known) => known === params.get(BOOKING_PARAMS.mode));
  const set = (changes: Partial<Record<keyof typeof BOOKING_PARAMS, string | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [keyof typeof BOOKING_PARAMS, string | null][]) {
          if (value === null) next.delete(BOOKING_PARAMS[key]);
          else next.set(BOOKING_PARAMS[key], value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    minutes: minutes ?? DEFAULT_LENGTH,
    mode: mode ?? ('inPerson' as SessionMode),
    day: params.get(BOOKING_PARAMS.day),
    setMinutes: (length: SessionLength) => set({ minutes: String(length) }),
    setMode: (way: SessionMode) => set({ mode: way }),
    setDay: (day: string) => set({ day }),
  };
}
