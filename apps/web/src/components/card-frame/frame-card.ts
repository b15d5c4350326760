import { type FrameCard, type FrameCardMessage, frameCardMessageSchema } from '@gym/contracts/billing';
import { cardBrandName } from '@gym/contracts/card-brand';

/**
 * The card in a window message, or null. Only the billing provider's frame may hand us a card (decisions.md
 * item 7): a message from any other origin, or one that is not exactly the frame's card fields with a
 * merchant id (the card token), is ignored.
 */
export function readFrameCard(event: Pick<MessageEvent, 'origin' | 'data'>, billingOrigin: string) {
  if (event.origin !== billingOrigin) return null;
  const parsed = frameCardMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/** 'Visa ending 4242': how a card is named to the person and, as its nickname, to the server. */
export function cardNickname(card: Pick<FrameCardMessage, 'i4go_cardtype' | 'cc_number'>): string {
  return `${cardBrandName(card.i4go_cardtype)} ending ${card.cc_number.slice(-4)}`;
}

export function withBillingName(message: FrameCardMessage, billingName: string): FrameCard {
  return { ...message, billingName: billingName.trim() };
}

/** Whether two cards are the same card from the provider (the same token), whatever the name on them. */
export function sameCard(a: FrameCardMessage | null, b: FrameCardMessage | null): boolean {
  return a !== null && b !== null && a.cc_merchant_unique_id === b.cc_merchant_unique_id;
}
