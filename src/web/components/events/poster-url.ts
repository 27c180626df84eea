// Poster addresses, in a module of their own: the route loaders preload a poster before any
// page chunk (or the date formatting the rest of event-format needs) has arrived.

const POSTER_NAME = /(\/posters\/[0-9a-f]{24})\.webp$/;

/** The card-size variant the server stores next to each poster (`<id>-card.webp`). */
export function cardPosterUrl(poster: string | null | undefined): string | null {
  if (!poster) return null;
  return POSTER_NAME.test(poster) ? poster.replace(POSTER_NAME, '$1-card.webp') : poster;
}

export const DEFAULT_POSTER = '/default-event.svg';
