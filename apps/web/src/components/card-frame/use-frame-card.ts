import { useEffect, useRef } from 'react';
import type { FrameCardMessage } from '@gym/contracts/billing';
import { appConfig } from '../../lib/app-config';
import { readFrameCard } from './frame-card';

/** Calls `onCard` for each card the billing frame posts while `active`; every other message is ignored. */
export function useFrameCard(active: boolean, onCard: (card: FrameCardMessage) => void) {
  const latest = useRef(onCard);
  useEffect(() => {
    latest.current = onCard;
  });
  useEffect(() => {
    if (!active) return;
    const { billingOrigin } = appConfig();
    const listener = (event: MessageEvent) => {
      const card = readFrameCard(event, billingOrigin);
      if (card) latest.current(card);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [active]);
}
