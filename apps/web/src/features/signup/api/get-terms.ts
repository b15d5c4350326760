import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { termsAnswerSchema } from '@gym/contracts/signup-lookup';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale, useLocale } from '../../../lib/i18n/i18n';

/** The terms the sign-up shows and has signed; the personal-info step fetches them ahead of the terms step. */
export const SIGNUP_TERMS_ID = 3;

/** The terms and the cancellation-policy texts (data.teamandconditon, as the specification spells it). */
export async function getTerms(termsAndConditionsId: number) {
  const answer = await apiRequest('/api/ols/get-ols-teams-and-condition', {
    query: { TermsAndConditionsId: termsAndConditionsId },
    schema: termsAnswerSchema,
  });
  return answer.data.teamandconditon;
}

/** The server answers in the language the app shows (Accept-Language): each language's text is kept apart. */
export const termsQueryOptions = (termsAndConditionsId: number = SIGNUP_TERMS_ID) =>
  queryOptions({
    queryKey: ['terms', termsAndConditionsId, currentLocale()],
    queryFn: () => getTerms(termsAndConditionsId),
    // Fetched two steps before it is read: the text kept is the text shown and signed, so it is neither
    // refetched nor dropped from the cache while the visitor takes the photo and adds a card.
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** A change of language fetches the terms in it; the text shown until they arrive is the other language's. */
export function useTerms(termsAndConditionsId: number = SIGNUP_TERMS_ID) {
  useLocale();
  return useQuery({ ...termsQueryOptions(termsAndConditionsId), placeholderData: keepPreviousData });
}
