/**
 * What Matchday's PDFs say (issue 29): the registration's receipt or confirmation, in its reader's
 * language (the account holder's, or the signed-in account's on a download), and certificates, in
 * their holder's language or the visitor's choice. Server only, like the mails. Tax documents
 * (GST invoices, bills of supply, credit notes) stay in English and have no messages here.
 */
export default {
  'pdf.receipt.title.paid': 'Matchday receipt {id}',
  'pdf.receipt.title.free': 'Matchday registration {id}',
  'pdf.receipt.title.pending': 'Matchday registration {id} (payment pending)',
  'pdf.receipt.title.cancelled': 'Matchday registration {id} (cancelled)',
  'pdf.receipt.heading.paid': 'Payment receipt',
  'pdf.receipt.heading.free': 'Registration confirmation — free entry',
  'pdf.receipt.heading.pending': 'Registration — payment pending',
  'pdf.receipt.heading.cancelled': 'Registration — cancelled',
  'pdf.receipt.footnote.entry':
    'Thank you for registering with Matchday. Each ticket is one entry: show its QR code at the venue check-in.',
  'pdf.receipt.footnote.pending':
    'Your place is confirmed once the payment is complete: finish it from the event page on Matchday.',
  'pdf.receipt.footnote.cancelled':
    'This registration was cancelled: it has no ticket for the venue check-in.',
  'pdf.receipt.amount': 'Amount',
  'pdf.receipt.amountDue': 'Amount due',
  'pdf.receipt.status': 'Status',
  'pdf.receipt.status.paid': 'Paid',
  'pdf.receipt.status.registered': 'Registered',
  'pdf.receipt.status.pending': 'Payment pending',
  'pdf.receipt.status.cancelled': 'Cancelled',
  'pdf.receipt.orderId': 'Order id',
  'pdf.receipt.paymentId': 'Payment id',
  'pdf.receipt.paidOn': 'Paid on',
  'pdf.receipt.entryFee': 'Entry fee',
  'pdf.receipt.freeEntry': 'Free entry',
  'pdf.receipt.registeredOn': 'Registered on',
  'pdf.receipt.registrationId': 'Registration id',
  'pdf.receipt.team': 'Team',
  'pdf.receipt.teamMembers': 'Team members',
  'pdf.receipt.role': '{role, select, Captain {Captain} other {Vice Captain}}',
  'pdf.receipt.tickets': '{count, plural, one {Ticket} other {Tickets}}',
  'pdf.receipt.bib': 'Bib {bib}',
  'pdf.receipt.event': 'Event',
  'pdf.receipt.sport': 'Sport',
  'pdf.receipt.category': 'Category',
  'pdf.receipt.when': 'When',
  'pdf.receipt.venue': 'Venue',
  'pdf.receipt.organiser': 'Organiser',
  'pdf.receipt.competitor': 'Competitor',
  'pdf.receipt.competitorValue': '{competitor} (registered by {name})',
  'pdf.receipt.participant': 'Participant',
  'pdf.receipt.contact': 'Contact',

  'pdf.certificate.achievement': 'Certificate of achievement',
  'pdf.certificate.participation': 'Certificate of participation',
  'pdf.certificate.achievementTitle': 'Certificate of achievement — {placement}',
  'pdf.certificate.place': '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} place',
  'pdf.certificate.placement':
    '{place} / {medal, select, gold {Gold} silver {Silver} other {Bronze}}',
  'pdf.certificate.presentedTo': 'This certificate is presented to',
  'pdf.certificate.forPlace': 'for {place} in',
  'pdf.certificate.forTakingPart': 'for taking part in',
  'pdf.certificate.date': 'Date',
  'pdf.certificate.venue': 'Venue',
  'pdf.certificate.organisedBy': 'Organised by',
  'pdf.certificate.issued': 'Certificate {code} · issued {date} by Matchday',
  'pdf.certificate.verify': 'Scan or visit to verify this certificate',
};
