/**
 * What Matchday mails say (issue 29), in the recipient's language (their account's `language`).
 * Server only: these never go to a browser. The §2 texts (successText) stay word for word.
 */
export default {
  'mail.footer.default': 'Matchday · If you did not ask for this, you can ignore this email.',
  'mail.confirmation.subject': "You're registered: {title}",
  'mail.confirmation.headingPaid': 'You’re registered',
  'mail.confirmation.headingFree': 'Registration confirmed',
  'mail.confirmation.greeting': 'Hi {name},',
  'mail.confirmation.paid':
    'Payment is Successfull for event {title} and your order id is {orderId}.',
  'mail.confirmation.free':
    'You are registered for {title}. Your registration id is {registrationId}.',
  'mail.confirmation.receiptAttached': 'Your receipt is attached as a PDF.',
  'mail.confirmation.confirmationAttached': 'Your registration confirmation is attached as a PDF.',
  'mail.confirmation.seeYou': 'See you on the field!',
  'mail.confirmation.view': 'View your registration',
  'mail.confirmation.viewAt': 'View your registration: {link}',
  'mail.confirmation.footer':
    'Matchday · You receive this email because you registered for an event on Matchday.',
  'mail.confirmation.ticketOne': 'Your ticket: show this QR code at the venue check-in.',
  'mail.confirmation.ticketsMany':
    'Your tickets: each team member shows their own QR code at the venue check-in.',
  'mail.confirmation.ticketAlt': 'Ticket QR code for {name}',
  'mail.confirmation.bib': 'Bib {bib}',
  'mail.confirmation.qrCode': 'QR code: {url}',
  'mail.detail.event': 'Event',
  'mail.detail.sport': 'Sport',
  'mail.detail.category': 'Category',
  'mail.detail.competitor': 'Competitor',
  'mail.detail.team': 'Team',
  'mail.detail.when': 'When',
  'mail.detail.venue': 'Venue',
  'mail.detail.map': 'Open in Google Maps',
  'mail.detail.organiser': 'Organiser',
  'mail.detail.entryFee': 'Entry fee',
  'mail.detail.freeEntry': 'Free entry',
  'mail.detail.amountPaid': 'Amount paid',
  'mail.detail.orderId': 'Order id',
  'mail.detail.paymentId': 'Payment id',
  'mail.detail.registrationId': 'Registration id',
};
