import type { Role } from '../roles';

// Who may act on an event and its registrations (§6), written once: the server's services refuse
// with these and the browser hides buttons with the same functions.

type Actor = { id: string; role: Role } | null | undefined;

/** The event's own host or an admin: edit, publish, delete, see and manage its participants. */
export function managesEvent(actor: Actor, event: { host_id: string }): boolean {
  if (!actor) return false;
  return actor.role === 'Admin' || (actor.role === 'Host' && event.host_id === actor.id);
}

/** The registration's own participant: cancels it, switches it, hands it on (issue 16). */
export function ownsRegistration(actor: Actor, registration: { participant_id: string }): boolean {
  return Boolean(actor) && registration.participant_id === actor!.id;
}

/** The registration's own participant, or whoever manages its event. */
export function managesRegistration(
  actor: Actor,
  registration: { participant_id: string },
  event: { host_id: string },
): boolean {
  return (
    Boolean(actor) && (registration.participant_id === actor!.id || managesEvent(actor, event))
  );
}
