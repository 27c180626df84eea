import type { Event } from '../../../shared/events/schemas';
import { isEditable, isRegistrationOpen } from '../../../shared/events/registration-window';
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
>;

/**
 * §2/§6: the Events edit permission, the event still editable (registration not started, §4),
 * and, for a host, their own event. The server checks the same; this only hides the button.
 */
export function canEditEvent(viewer: Viewer, event: EventOwnership, now = new Date()): boolean {
  if (!viewer || !can(viewer.role, 'Events', 'edit')) return false;
  if (viewer.role === 'Host' && event.host_id !== viewer.id) return false;
  return isEditable(event, now);
}

/** §2: Participate Now needs an open registration window and the Participants create permission. */
export function canParticipate(viewer: Viewer, event: EventOwnership, now = new Date()): boolean {
  return (
    Boolean(viewer) && can(viewer?.role, 'Participants', 'create') && isRegistrationOpen(event, now)
  );
}
