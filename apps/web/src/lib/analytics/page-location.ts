/**
 * Campaign tags are the only query parameters analytics sees: the others carry tokens and people (a resume link's
 * token, a set-password link's token, a referral link's member, the sign-in page's e-mail). A tag whose value looks
 * like an e-mail address, as some mailers write them, is dropped too.
 */
const CAMPAIGN_PARAM = /^utm_(source|medium|campaign|term|content|id)$/;

function campaignQuery(search: URLSearchParams): string {
  const kept = [...search].filter(([name, value]) => CAMPAIGN_PARAM.test(name) && !value.includes('@'));
  return kept.length > 0 ? `?${new URLSearchParams(kept).toString()}` : '';
}

/** The page's address as analytics gets it: our origin, the page path (see pagePath) and the campaign tags. */
export function pageLocation(href: string, path: string): string {
  const url = new URL(href);
  return `${url.origin}${path}${campaignQuery(url.searchParams)}`;
}

/** Where the visitor came from, as a site and not a page: another site's path and query are its business. */
export function pageReferrer(referrer: string): string {
  if (!referrer) return '';
  try {
    return `${new URL(referrer).origin}/`;
  } catch {
    return '';
  }
}
