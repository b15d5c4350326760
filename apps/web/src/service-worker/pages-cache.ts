/** The kept pages' caches: one per build, named after what the build precaches. */
export const PAGES_CACHE_PREFIX = 'app-pages-';

/**
 * A short digest (32-bit FNV-1a) of the precache list, which changes with every file of the build. Not a security
 * measure: it only tells one build's pages from another's.
 */
export function pagesCacheName(precacheList: readonly unknown[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(precacheList)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${PAGES_CACHE_PREFIX}${(hash >>> 0).toString(16).padStart(8, '0')}`;
}
