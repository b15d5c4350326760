import type { FrameCardMessage } from '@gym/contracts/billing';

/**
 * The card the join's charge was declined on, and whether the visitor asked to change it: kept for the tab
 * (sessionStorage), so the confirm step's Payment Info and the card dialog still say so after a refresh. Only the
 * provider's token and the provider's text: never card details.
 */
const STORAGE_KEY = 'declined-card';

interface DeclinedCard {
  token: string;
  message: string;
  changeRequested: boolean;
}

type CardToken = Pick<FrameCardMessage, 'cc_merchant_unique_id'>;

function read(): DeclinedCard | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<DeclinedCard> | null;
    if (typeof value?.token !== 'string' || typeof value.message !== 'string') return null;
    return { token: value.token, message: value.message, changeRequested: value.changeRequested === true };
  } catch {
    return null;
  }
}

function write(value: DeclinedCard) {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(value));
}

export function rememberDeclinedCard(card: CardToken, message: string) {
  write({ token: card.cc_merchant_unique_id, message, changeRequested: false });
}

/** The provider's decline text when `card` is the card that was declined; null for any other card. */
export function declinedMessage(card: CardToken | null): string | null {
  const declined = read();
  return declined && card && declined.token === card.cc_merchant_unique_id ? declined.message : null;
}

/** 'Change card' on the confirm step: the card step then opens its card dialog at once. */
export function requestCardChange() {
  const declined = read();
  if (declined) write({ ...declined, changeRequested: true });
}

/** Whether 'Change card' was pressed for the declined `card` (a read: clearCardChangeRequest forgets it). */
export function cardChangeRequested(card: CardToken | null): boolean {
  return read()?.changeRequested === true && declinedMessage(card) !== null;
}

/** Once the dialog has opened for it, so that a later visit to the card step does not open it again. */
export function clearCardChangeRequest() {
  const declined = read();
  if (declined?.changeRequested) write({ ...declined, changeRequested: false });
}
