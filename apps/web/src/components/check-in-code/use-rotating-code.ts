import { useEffect, useState } from 'react';
import {
  CHECK_IN_CODE_PERIOD_S,
  checkInCodeFor,
  checkInWindow,
  secondsUntilNextWindow,
} from '@gym/contracts/check-in-code';

export interface RotatingCode {
  /** The current window's digits; null until the first is computed. */
  code: string | null;
  /** For the countdown: seconds until the next code. */
  secondsLeft: number;
  /** The secret could not make a code (it is not valid base64url, or WebCrypto refused it). */
  failed: boolean;
}

const PERIOD_MS = CHECK_IN_CODE_PERIOD_S * 1000;

interface Shown {
  secret: string;
  window: number;
  code: string | null;
}

/**
 * The check-in code of the device's clock, from the member's secret. The code is computed once per window, by a
 * timer set for the window's edge (a timer that fires a little early finds the same window and waits again); the
 * countdown ticks on the second's edge and touches no WebCrypto. A hidden tab stops both timers and a visible one
 * starts them again from the clock, so a phone that slept shows the right code the moment it is looked at.
 */
export function useRotatingCode(secret: string): RotatingCode {
  const [shown, setShown] = useState<Shown | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntilNextWindow(Date.now()));

  useEffect(() => {
    let stopped = false;
    let shownWindow: number | null = null;
    let windowTimer: ReturnType<typeof setTimeout> | undefined;
    let secondTimer: ReturnType<typeof setTimeout> | undefined;

    const show = (window: number, code: string | null) =>
      setShown((previous) =>
        // A slow computation for an earlier window never replaces a later one.
        previous && previous.secret === secret && previous.window > window ? previous : { secret, window, code },
      );
    const onWindowEdge = () => {
      const now = Date.now();
      const window = checkInWindow(now);
      if (window !== shownWindow) {
        shownWindow = window;
        checkInCodeFor(secret, window).then(
          (code) => !stopped && show(window, code),
          () => !stopped && show(window, null),
        );
      }
      windowTimer = setTimeout(onWindowEdge, PERIOD_MS - (now % PERIOD_MS));
    };
    const onSecondEdge = () => {
      const now = Date.now();
      setSecondsLeft(secondsUntilNextWindow(now));
      secondTimer = setTimeout(onSecondEdge, 1000 - (now % 1000));
    };
    const pause = () => {
      clearTimeout(windowTimer);
      clearTimeout(secondTimer);
    };
    const resume = () => {
      pause();
      onWindowEdge();
      onSecondEdge();
    };
    const onVisibilityChange = () => (document.hidden ? pause() : resume());

    if (!document.hidden) resume();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      pause();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [secret]);

  const current = shown?.secret === secret ? shown : null;
  return { code: current?.code ?? null, secondsLeft, failed: current !== null && current.code === null };
}
