import type { Results } from '../../../shared/competition/schemas';

/**
 * The category the results page shows is in its address (`?category=<id>`), so a link to one
 * bracket can be shared and works without JavaScript. The route manifest reads it too: it is
 * the page's cache key (decision 018), kept only when it looks like an id.
 */
export const CATEGORY_PARAM = 'category';

// shared/ids.ts's isId, without the zod that module brings into every page's first script.
const ID = /^[0-9a-f]{24}$/;

export function categorySearch(search: URLSearchParams): URLSearchParams {
  const id = search.get(CATEGORY_PARAM);
  return new URLSearchParams(id && ID.test(id) ? [[CATEGORY_PARAM, id]] : []);
}

type Category = Results['categories'][number];

/**
 * The category asked for, else the first one being played, else the first drawn, else the
 * first (none drawn yet).
 */
export function chooseCategory(categories: Category[], asked: string | null): Category | null {
  return (
    categories.find((c) => c.category_id === asked) ??
    categories.find((c) => c.draw?.state === 'running') ??
    categories.find((c) => c.draw) ??
    categories[0] ??
    null
  );
}
