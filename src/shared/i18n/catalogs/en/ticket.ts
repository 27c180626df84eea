/**
 * Messages of a ticket's page (issue 29): the public page a ticket's QR code opens, by its token.
 * English is the source. A public page carries these, so they stay few and short.
 */
export default {
  'ticket.page.heading': 'Ticket',
  'ticket.page.title': 'Ticket · {name} · {event}',
  'ticket.page.titleNotFound': 'Ticket not found',
  'ticket.page.loading': 'Loading the ticket…',
  'ticket.page.loadError': 'The ticket could not be loaded',
  'ticket.page.tryAgain': 'Try again',
  'ticket.page.notFound': 'Ticket not found',
  'ticket.page.notFoundText':
    'No ticket has this code. Check the link, or open your ticket from your dashboard.',
  'ticket.page.browseEvents': 'Browse events',

  'ticket.status.valid': 'Valid',
  'ticket.status.validText': 'Show this QR code at the venue check-in.',
  'ticket.status.checkedIn': 'Checked in',
  'ticket.status.checkedInText': 'Checked in on {at}.',
  'ticket.status.cancelled': 'Cancelled',
  'ticket.status.cancelledText': 'This registration was cancelled: the ticket no longer works.',

  'ticket.dateRange': '{start} to {end}',
  'ticket.fact.date': 'Date',
  'ticket.fact.time': 'Time',
  'ticket.fact.venue': 'Venue',
  'ticket.fact.holder': 'Player',
  'ticket.fact.category': 'Category',
  'ticket.fact.team': 'Team',
  'ticket.fact.bib': 'Bib',
  'ticket.fact.code': 'Ticket code',
  'ticket.openMap': 'Open in Maps',
  'ticket.qrAlt': 'Ticket QR code for {name}',
  'ticket.download': 'Download ticket (PDF)',
  'ticket.viewEvent': 'View event',
  'ticket.addToHome': 'Add to Home screen',
  'ticket.addToHomeHint':
    'To keep this ticket handy, choose “Add to Home screen” in your browser’s menu.',
};
