/** The ranking page's address (issue 30) and its query: `?sport=<id>&category=<id>`. */
export const RANKINGS_PARAMS = { sport: 'sport', category: 'category' } as const;

/** A category's ranking: its sport is found from it when not given (the results page's link). */
export const rankingsPath = (categoryId: string) =>
  `/rankings?${RANKINGS_PARAMS.category}=${encodeURIComponent(categoryId)}`;
