/**
 * Messages of an event's page (issue 29): its facts, categories and banners, the actions row
 * (map, calendar, share, contact) and the host's Close registration. English is the source: the
 * spec's exact texts (§2 'Participate Now' and banners, §8 'No Categories Available') and the
 * shared constants the page showed (EVENT_CONTACT_MSG) stay word for word.
 */
export default {
  'event.allEvents': 'All events',
  'event.posterOf': 'Poster of {title}',
  'event.fact.date': 'Event date',
  'event.fact.registration': 'Registration period',
  'event.fact.timings': 'Timings',
  'event.fact.venue': 'Venue',
  'event.fact.organiser': 'Organised by',
  'event.entryFee': 'Entry fee',
  'event.participate': 'Participate Now',
  'event.results': 'Results',
  'event.liveResults': 'Live results',
  'event.categories': 'Categories',
  'event.refundPolicy': 'Refund policy',
  'event.cancelledRefund':
    'The organiser cancelled this event: every entry fee paid is refunded in full.',
  // The policy in words (shared/refunds/policy-terms.ts puts the parts together): steps joined
  // by '; ', then the end of them, then the fee.
  'event.refund.firstStep':
    '{percent, select, 100 {Full refund} other {{percent} % refund}} until {date}',
  'event.refund.nextStep': '{percent, select, 100 {full refund} other {{percent} %}} until {date}',
  'event.refund.steps': '{steps}; no refund after.',
  'event.refund.fee': 'A cancellation fee of {fee} is kept from a refund.',
  'event.refund.none': 'No refunds for this event.',
  'event.rewards': 'Rewards',
  'event.about': 'About this event',

  'event.noCategories': 'No Categories Available',
  'event.placesLeft': '{count, plural, one {# place left} other {# places left}}',
  'event.soldOut': 'Sold out',
  'event.noEntryFee': 'no entry fee',
  'event.perTeam': 'per team',
  'event.perPlayer': 'per player',

  'event.banner.opens': 'Registration will Starts on {date} !!',
  'event.banner.closed': 'Registration has been closed Now !!',
  'event.banner.results': 'Results has been Anounced !!',
  'event.cancelled': 'This event has been cancelled',
  'event.cancelReason': 'Reason: {reason}',

  'event.load.loading': 'Loading event',
  'event.load.notFound': 'Event not found',
  'event.load.title': 'Event Details',
  'event.load.notFoundText': 'This event does not exist or has been removed.',
  'event.load.error': 'We could not load this event. Please check your connection and try again.',
  'event.load.tryAgain': 'Try again',
  'event.load.back': 'Back to events',

  'event.actions.label': 'Event actions',
  'event.actions.map': 'Map',
  'event.actions.mapLabel': 'Map of the venue (opens Google Maps in a new tab)',
  'event.actions.calendar': 'Calendar',
  'event.actions.calendarLabel': 'Add to calendar (.ics file)',
  'event.actions.share': 'Share',
  'event.actions.contact': 'Contact',

  'event.share.copyLink': 'Copy link',
  'event.share.whatsApp': 'WhatsApp',
  'event.share.copied': 'Link copied',
  'event.share.notCopied': 'Could not copy the link. Copy it from the address bar instead.',

  'event.contact.title': 'Contact organiser',
  'event.contact.intro':
    'Your message about {title} goes to {organiser} by email. They reply to the address you give here.',
  'event.contact.name': 'Your name',
  'event.contact.email': 'Your email',
  'event.contact.message': 'Message',
  'event.contact.messageHelp': '10 to 2000 characters',
  'event.contact.honeypot': 'Leave this empty',
  'event.contact.cancel': 'Cancel',
  'event.contact.send': 'Send message',
  'event.contact.sent': 'Your message has been sent to the organiser',

  'event.close.button': 'Close registration',
  'event.close.confirmTitle': 'Close registration now?',
  'event.close.confirmText':
    'Nobody can register for {title} after this. The draws take the paid entries as they are now.',
  'event.close.keepOpen': 'Keep it open',
  'event.close.done': 'Registration is closed: you can make the draws now.',

  'event.edit': 'Edit event',
};
