/** The club page's query key, apart from its fetcher: the route's title reads the cache without loading schemas. */
export const clubPageQueryKey = (slug: string) => ['clubs', 'page', slug] as const;
