import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ErrorCode } from '@gym/contracts/errors';
import { ApiError } from './api-client';
import { showBanner } from './banner-store';
import { sharedText } from './i18n/catalog';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * errorMessage: the area's own banner text, a text of contracts in English (the banner shows it in the
     * language of the page); silent: the failure is only logged (e.g. PDF downloads); shownInPlace: error codes
     * the area itself shows where they happened, so the banner stays out of it.
     */
    queryMeta: { errorMessage?: string; silent?: boolean; shownInPlace?: readonly ErrorCode[] };
    /** silent: the form shows its own failure in place, so a banner would say it twice. */
    mutationMeta: { errorMessage?: string; silent?: boolean };
  }
}

/**
 * A failed call shows the banner: the area's own text from the specification when the query names one in
 * meta.errorMessage (translated as it shows), otherwise the server's message (already in the request's language).
 * While the server's database or Redis is away (503 SERVICE_UNAVAILABLE, docs/decisions/0022) its 'try again in a
 * moment' says more than the area's text.
 */
function bannerFor(error: Error, errorMessage?: string) {
  const serviceAway = error instanceof ApiError && error.code === 'SERVICE_UNAVAILABLE';
  showBanner(serviceAway || errorMessage === undefined ? error.message : sharedText(errorMessage));
}

/** The app's one query client: providers render it, route loaders prefetch into it. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silent) return;
      if (error instanceof ApiError && query.meta?.shownInPlace?.some((code) => code === error.code)) return;
      bannerFor(error, query.meta?.errorMessage);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      mutation.meta?.silent ? undefined : bannerFor(error, mutation.meta?.errorMessage),
  }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
  },
});
