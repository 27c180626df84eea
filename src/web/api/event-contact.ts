import { useMutation } from '@tanstack/react-query';
import type { EventContact } from '../../shared/event-contact/schemas';
import { contactOrganiser } from '../../shared/api/events';
import { call } from './client';

/**
 * POST /events/{id}/contact: a message mailed to the event's host ("Contact organiser"). Only
 * the contact form's chunk imports this module. Failures are toasted by the client (a 429 says
 * when to try again); a 400 also carries the field texts.
 */
export function useContactOrganiser() {
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: EventContact }) =>
      call(contactOrganiser, { params: { id: eventId }, body }),
  });
}
