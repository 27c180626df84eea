/**
 * Messages of gate (issue 29): event day's check-in page (scanning, the counts, no-shows,
 * weigh-in), the host's gate staff panel and a participant's tickets. English is the source; the
 * spec's exact texts stay word for word. DID_NOT_MAKE_WEIGHT (shared/checkin/weighin.ts) is
 * repeated with the same words; limitsText's words are gate.weight.limits.
 */
export default {
  'gate.checkIn.heading': 'Check-in',
  'gate.checkIn.drawsResults': 'Draws & results',
  'gate.checkIn.forbidden':
    "You are not on this event's gate. Ask its organiser to add your email as gate staff.",
  'gate.checkIn.pending':
    '{count, plural, one {# scan is waiting for the connection.} other {# scans are waiting for the connection.}}',
  'gate.checkIn.flagged': 'Flagged on sync: {label}: {error}',
  'gate.checkIn.scannedTicket': 'Scanned ticket',
  'gate.checkIn.ticketCode': 'Ticket code',
  'gate.checkIn.check': 'Check',
  'gate.checkIn.checkedIn': 'Checked in',
  'gate.checkIn.noShows': '{count} no-show',
  'gate.checkIn.out': '{count} out',
  'gate.checkIn.progressLabel': '{category} checked in',
  'gate.checkIn.search': 'Search name, email, phone or team',
  'gate.checkIn.weighList': 'Weigh-in list',

  'gate.result.checkedIn': 'Checked in',
  'gate.result.already': 'Already checked in',
  'gate.result.queued': 'Saved on this phone',
  'gate.result.refused': 'Not valid',
  'gate.team': 'Team {team}',
  'gate.result.paid': 'Paid',
  'gate.result.alreadyAt': 'Already checked in at {time} by {by}',
  'gate.result.queuedText': '{label}: it is sent when the connection returns.',
  'gate.result.undo': 'Undo',

  'gate.camera.label': 'Camera',
  'gate.camera.unavailable':
    'The camera is not available here: search by name below, or type the ticket code.',

  'gate.entry.out': 'Out · {reason}',
  'gate.entry.noShow': 'No-show',
  'gate.entry.inAt': 'In at {time}',
  'gate.entry.checkIn': 'Check in',

  'gate.noShows.button': 'Mark no-shows',
  'gate.noShows.title': 'Mark no-shows?',
  'gate.noShows.text':
    '{count, plural, one {# registration has not checked in.} other {# registrations have not checked in.}} Their registrations are marked no-show so the draw can start. They stay paid, and anyone who arrives late can still be checked in.',
  'gate.noShows.notYet': 'Not yet',
  'gate.noShows.done':
    '{count, plural, one {# registration marked no-show.} other {# registrations marked no-show.}}',

  'gate.weight.limits':
    '{kind, select, between {{min}–{max} kg} from {from {min} kg} upTo {up to {max} kg} other {no limits}}',
  'gate.weight.kg': '{weight} kg',
  'gate.weight.outside': '{weight} kg · outside',
  'gate.weight.weighAgain': 'Weigh again',
  'gate.weight.weighIn': 'Weigh in',
  'gate.weight.move': 'Move to another category',
  'gate.weight.didNotMakeWeight': 'Did not make weight',
  'gate.weight.isOut': '{name} is out: did not make weight.',
  'gate.weight.within': '{name}: {weight} kg, within the limits.',
  'gate.weight.outsideToast': '{name}: {weight} kg is outside {limits}.',
  'gate.weight.label': 'Weight (kg)',
  'gate.weight.help': 'One decimal, as the scale shows',
  'gate.weight.save': 'Save',
  'gate.weight.cancel': 'Cancel',
  'gate.move.title': 'Move {name}',
  'gate.move.intro':
    'Measured {weight} kg. The categories of this event that weight fits; the entry fee stays as paid.',
  'gate.move.none': 'No other category of this event fits {weight} kg.',
  'gate.move.placesOpen': 'places open',
  'gate.move.placesLeft': '{count, plural, one {# place left} other {# places left}}',
  'gate.move.moved': '{name} moved to {category}.',

  'gate.staff.heading': 'Event day',
  'gate.staff.intro': 'Check players in at the gate with a phone; online or not.',
  'gate.staff.open': 'Open check-in',
  'gate.staff.staff': 'Gate staff',
  'gate.staff.remove': 'Remove from the gate',
  'gate.staff.removeLabel': 'Remove {email} from the gate',
  'gate.staff.onlyYou': 'Only you for now.',
  'gate.staff.email': 'Their email',
  'gate.staff.emailHelp': 'They sign in with this email to reach the gate, and nothing else.',
  'gate.staff.invite': 'Invite',
  'gate.staff.invited': '{email} can now run the gate of this event.',

  'gate.ticket.title': '{count, plural, =0 {Ticket} one {Ticket} other {Tickets}}',
  'gate.ticket.showAtGate': 'show this at the gate',
  'gate.ticket.qrAlt': 'Ticket QR code for {name}',
  'gate.ticket.bib': 'Bib {bib}',
  'gate.ticket.openPage': 'Open ticket page',
};
