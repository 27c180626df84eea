// Printable start lists (issue 27, docs/decisions/037): what the server answers and the app says
// about them, written once for both.

export const START_LIST_MSG = {
  /** A category_id that is neither offered by the event nor entered by any of its registrations. */
  unknownCategory: 'This category is not part of this event',
  /** The panel's note on where the numbers come from. */
  bibNote:
    'Bib numbers are given in order of payment, never change, and are printed on each participant’s ticket.',
} as const;

/** The download's name: the event's id, and the category's when the list is one category's. */
export function startListFilename(eventId: string, categoryId?: string): string {
  return `matchday-start-list-${eventId}${categoryId ? `-${categoryId}` : ''}.pdf`;
}
