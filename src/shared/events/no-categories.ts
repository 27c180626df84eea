// §8's text for an event with no categories, on its own: the public event page shows it, and
// importing EVENT_MSG there would put every event message into its first JavaScript.
export const NO_CATEGORIES = 'No Categories Available';
