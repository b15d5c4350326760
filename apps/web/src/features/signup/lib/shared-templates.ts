import { type Club, NO_CLUB_NEARBY_TEMPLATE, noClubNearbyMessage } from '@gym/contracts/clubs';
import { REFERRAL_MESSAGES, REFERRAL_TEMPLATES } from '@gym/contracts/referral';
import { type MessageValues, sharedText } from '../../../lib/i18n/catalog';
import { currentLocale, useLocale } from '../../../lib/i18n/i18n';

/**
 * The specification's texts that carry a value (a name, an address). English is contracts' own sentence, byte for
 * byte; another language looks up contracts' ICU template ("You're using {name} referral link.") in the shared
 * catalog (packages/contracts/src/i18n/es.json) and fills it in.
 */
function sharedTemplate(english: string, template: string, values: MessageValues): string {
  return currentLocale() === 'en' ? english : sharedText(template, values);
}

/** "You're using {name} referral link." */
export function referralBannerText(name: string): string {
  return sharedTemplate(REFERRAL_MESSAGES.banner(name), REFERRAL_TEMPLATES.banner, { name });
}

/** "There is no club within 50 miles of you. Our nearest club is {name}, {street}, {city}." */
export function noClubNearbyText(nearest: Pick<Club, 'displayName' | 'streetC' | 'cityC'>): string {
  return sharedTemplate(noClubNearbyMessage(nearest), NO_CLUB_NEARBY_TEMPLATE, {
    name: nearest.displayName,
    street: nearest.streetC,
    city: nearest.cityC,
  });
}

/** The two texts in a component: it re-renders when the language changes. */
export function useSharedTemplates() {
  useLocale();
  return { referralBannerText, noClubNearbyText };
}
