import { API_BASE } from '../constants';

// The event page's outside links (issue 13). No zod and nothing heavy: the public event page's
// actions and the server's calendar file both use them.

/** The public page of an event, as a path ('/events/event-details/{id}', §2). */
export const eventPagePath = (id: string) => `/events/event-details/${id}`;

/** The event's .ics file (GET /api/v1/events/{id}/calendar.ics). */
export const eventCalendarPath = (id: string) => `${API_BASE}/events/${id}/calendar.ics`;

/** A Google Maps search for the venue (the documented "Maps URLs" form, no API key). */
export function venueMapUrl(venue: { venue_name: string; venue_address: string }): string {
  const query = [venue.venue_name, venue.venue_address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A WhatsApp chat, to anyone the sender picks, prefilled with `text`. */
export const whatsAppShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** What "Share" sends: the title and the page's address. */
export const shareText = (title: string, url: string) => `${title}\n${url}`;
