/**
 * How places read (issue 15), apart from the API's schemas so the public pages' first
 * JavaScript does not carry zod for two words.
 */

type Places = { places_left: number | null };

/** "3 places left", "1 place left", "Sold out"; nothing for an unlimited category. */
export function placesLeftText(placesLeft: number | null | undefined): string | null {
  if (placesLeft === null || placesLeft === undefined) return null;
  if (placesLeft <= 0) return 'Sold out';
  return `${placesLeft} ${placesLeft === 1 ? 'place' : 'places'} left`;
}

/**
 * An event's places at a glance (its card): "Sold out" when every category is full, the places
 * left when every category is limited, nothing when any is unlimited.
 */
export function eventPlacesText(categories: readonly Places[]): string | null {
  if (categories.length === 0 || categories.some((c) => c.places_left === null)) return null;
  return placesLeftText(categories.reduce((n, c) => n + (c.places_left ?? 0), 0));
}
