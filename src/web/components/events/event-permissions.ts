import { managesEvent } from '../../../shared/events/policy';
import type { Event } from '../../../shared/events/schemas';
import { isRegistrationOpen } from '../../../shared/events/registration-window';
import { can } from '../../../shared/permissions';
import type { Role } from '../../../shared/roles';

type Viewer = { id: string; role: Role } | null | undefined;
type EventOwnership = Pick<
  Event,
  | 'host_id'
  | 'start_date'
  | 'end_date'
  | 'registration_start_date'
  | 'registration_end_date'
  | 'registration_start_time'
  | 'registration_end_time'
> &
  Partial<Pick<Event, 'status'>>;

/**
 * §2/§6: the Events edit permission and, for a host, their own event. Since issue 13 a published
 * event stays correctable (the server locks categories and prices once anyone registered). The
 * server checks the same; this only hides the button.
 */
export function canEditEvent(viewer: Viewer, event: EventOwnership): boolean {
  return Boolean(viewer) && can(viewer!.role, 'Events', 'edit') && managesEvent(viewer, event);
}

/** §2: Participate Now needs an open registration window and the Participants create permission. */
export function canParticipate(viewer: Viewer, event: EventOwnership, now = new Date()): boolean {
  return (
    Boolean(viewer) && can(viewer?.role, 'Participants', 'create') && isRegistrationOpen(event, now)
  );
}
