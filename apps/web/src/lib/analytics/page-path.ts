import type { Params } from 'react-router';

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path with each route parameter written as its name (/staff/members/:memberId), so that no member, account or
 * typed text reaches analytics, except the parameters `isPublic` keeps (a club's path names a club, not a person).
 * A catch-all's part of the path is `*`.
 */
export function pagePath(
  pathname: string,
  params: Params,
  isPublic: (name: string, value: string) => boolean = () => false,
): string {
  let segments = pathname.split('/');
  const splat = params['*'];
  if (splat) segments = [...segments.slice(0, segments.length - splat.split('/').length), '*'];
  const hidden = Object.entries(params).filter(
    (entry): entry is [string, string] =>
      entry[0] !== '*' && entry[1] !== undefined && entry[1] !== '' && !isPublic(entry[0], entry[1]),
  );
  return segments
    .map((segment) => {
      const param = hidden.find(([, value]) => value === decoded(segment));
      return param ? `:${param[0]}` : segment;
    })
    .join('/');
}
