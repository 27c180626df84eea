/**
 * Mails of events (issue 29), in the recipient's language. English is the source: an event's
 * details changed, certificates ready, gate staff invited, a host's account suspended or active
 * again; and the words Matchday puts into WhatsApp parameters of these causes.
 */
export default {
  'mail.ev.greeting': 'Hi {name},',

  'mail.ev.changed.subject': 'Changed: {title}',
  'mail.ev.changed.heading': 'An event you are registered for has changed',
  'mail.ev.changed.intro':
    'The organiser of {title}, which you are registered for, has changed its details:',
  /** One corrected detail: 'Venue: Lake Grounds (was City Stadium)' (also on WhatsApp). */
  'mail.ev.changed.change': '{label}: {to} (was {from})',
  'mail.ev.changed.date': 'Date',
  'mail.ev.changed.time': 'Time',
  'mail.ev.changed.venue': 'Venue',
  /** An event's times when it has none. */
  'mail.ev.changed.notSet': 'not set',
  'mail.ev.changed.stays':
    'Your registration stays as it is. If you can no longer take part, please contact the organiser.',
  'mail.ev.changed.button': 'See the event',
  'mail.ev.changed.linkLine': 'See the event: {link}',
  'mail.ev.changed.footer':
    'Matchday · You get this email because you are registered for this event.',

  'mail.ev.cert.subject':
    '{count, plural, one {Your certificate} other {Your certificates}}: {title}',
  'mail.ev.cert.heading':
    '{count, plural, one {Your certificate is ready} other {Your certificates are ready}}',
  'mail.ev.cert.intro':
    'The results of {category} at {event} are final. {count, plural, one {Your certificate is ready: download it as a PDF below.} other {Your certificates are ready: download them as a PDF below.}}',
  'mail.ev.cert.after':
    'Each certificate carries a QR code and a link to its public verification page, so anyone you show it to can check that it is genuine.',
  'mail.ev.cert.download': 'Download the certificate (PDF)',
  'mail.ev.cert.verify': 'Verify your certificate',
  'mail.ev.cert.dashboard': 'See them on your dashboard',
  'mail.ev.cert.pdfLine': 'PDF: {url}',
  'mail.ev.cert.verifyLine': 'Verify: {url}',
  'mail.ev.cert.footer':
    'Matchday · You receive this email because you registered for an event on Matchday.',

  'mail.ev.gate.subject': 'You are on the gate: {title}',
  'mail.ev.gate.heading': 'You are on the gate',
  'mail.ev.gate.asked':
    'The organiser of an event on Matchday has asked you to run its gate: checking players in and weighing them in.',
  'mail.ev.gate.signIn':
    'Sign in to Matchday with this email address ({email}), or create an account with it, then open the check-in page on your phone.',
  'mail.ev.gate.button': 'Open the check-in page',
  'mail.ev.gate.event': 'Event',
  'mail.ev.gate.organiser': 'Organiser',

  'mail.ev.suspended.subject': 'Your Matchday host account is suspended',
  'mail.ev.suspended.heading': 'Your host account is suspended',
  'mail.ev.suspended.body': 'Your Matchday host account has been suspended by an admin.',
  'mail.ev.suspended.bodyFor':
    'Your Matchday host account for {organisation} has been suspended by an admin.',
  'mail.ev.suspended.meanwhile':
    'While it is suspended you cannot log in, create events or publish them. Events you have already published stay visible unless an admin unpublishes them, and existing registrations are kept.',
  'mail.ev.suspended.mistake':
    'If you think this is a mistake, reply to {support} and we will look into it.',
  'mail.ev.suspended.reason': 'Reason',
  'mail.ev.unsuspended.subject': 'Your Matchday host account is active again',
  'mail.ev.unsuspended.heading': 'Your host account is active again',
  'mail.ev.unsuspended.body':
    'Your Matchday host account is active again. You can log in, create and publish events as before.',
  'mail.ev.unsuspended.questions': 'Questions? Write to {support}.',
  'mail.ev.unsuspended.button': 'Log in',
  'mail.ev.unsuspended.linkLine': 'Log in: {link}',
  'mail.ev.suspension.footer':
    'Matchday · You get this email because an admin changed the status of your account.',

  /** WhatsApp parameters (issue 29): a category of an event, e.g. '“U17 Singles” at “Smash Finals”'. */
  'mail.ev.wa.categoryAt': '{category} at {event}',
  /** Until when a waitlist offer holds a place: '05 March, 2027 at 3:45 PM'. */
  'mail.ev.wa.until': '{date} at {time}',
  /** An event cancelled without a reason given. */
  'mail.ev.wa.noReason': 'no reason given',
};
