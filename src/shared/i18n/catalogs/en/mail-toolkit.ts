/** Mails of toolkit (issue 29), in the recipient's language. English is the source. */
export default {
  'mail.tk.greeting': 'Hi {name},',

  // A host's message to an event's participants, or the Matchday team's to every host (issue 27).
  // The writer's subject and text are theirs, as written: only Matchday's frame is here.
  'mail.tk.message.subjectLine': 'Subject: {subject}',
  'mail.tk.message.host.subject': 'Message from the organiser: {subject}',
  'mail.tk.message.host.heading': 'A message from the organiser',
  'mail.tk.message.host.intro': '{organiser} via Matchday wrote to the participants of {title}:',
  'mail.tk.message.host.button': 'See the event',
  'mail.tk.message.host.footer':
    'Matchday · You get this because you registered for {title} on Matchday. The organiser wrote this message; reply to this email to answer them ({email}).',
  'mail.tk.message.admin.subject': 'Matchday to hosts: {subject}',
  'mail.tk.message.admin.heading': 'A message from Matchday',
  'mail.tk.message.admin.intro': 'The Matchday team wrote to every host:',
  'mail.tk.message.admin.footer':
    'Matchday · You get this because you host events on Matchday. Reply to this email to answer the Matchday team ({email}).',

  // The automatic reminders (issue 27). {day} is today, tomorrow or other (then {date} says it).
  'mail.tk.rem.clockAndDay':
    '{day, select, today {{time} IST today ({date})} tomorrow {{time} IST tomorrow ({date})} other {{time} IST on {date}}}',
  // A category, and for whom when it is a dependant's registration ({who}: self or dependant).
  'mail.tk.rem.forWhom': '{category}{who, select, dependant { for {competitor}} other {}}',
  'mail.tk.rem.why.started':
    'You get this reminder because you started a registration for {title} on Matchday; the organiser can turn these reminders off.',
  'mail.tk.rem.why.registered':
    'You get this reminder because you registered for {title} on Matchday; the organiser can turn these reminders off.',
  'mail.tk.rem.why.waitlist':
    'You get this reminder because you joined the waitlist for {title} on Matchday; the organiser can turn these reminders off.',

  'mail.tk.rem.payment.subject': 'Your registration is not paid yet: {title}',
  'mail.tk.rem.payment.heading': 'Your registration is waiting for payment',
  'mail.tk.rem.payment.started':
    'You started a registration in {forWhom} at {title}, and it is not paid yet. Your place is confirmed once the payment goes through.',
  'mail.tk.rem.payment.closes':
    'Registration closes at {when}. After that it can no longer be paid.',
  'mail.tk.rem.payment.button': 'Complete payment',

  'mail.tk.rem.closing.subject':
    'Registration closes {day, select, today {today} tomorrow {tomorrow} other {on {date}}}: {title}',
  'mail.tk.rem.closing.heading': 'Registration closes soon',
  'mail.tk.rem.closing.closes': 'Registration for {title} closes at {when}.',
  'mail.tk.rem.closing.started':
    'You started a registration in {forWhom} but did not finish it. Complete the payment before registration closes to take part.',
  'mail.tk.rem.closing.button': 'Finish your registration',

  'mail.tk.rem.before.subject': 'See you in two days: {title}',
  'mail.tk.rem.before.heading': 'Your event is in two days',
  'mail.tk.rem.before.soon': '{title} is in two days: {when}. You are registered in {forWhom}.',
  'mail.tk.rem.before.ticket':
    'Show your ticket’s QR code at the venue check-in. The venue and its map are below.',
  'mail.tk.rem.before.button': 'Show your ticket',

  'mail.tk.rem.waitlist.subject':
    'Your place is held until {time} {day, select, today {today} tomorrow {tomorrow} other {on {date}}}: {title}',
  'mail.tk.rem.waitlist.heading': 'Your waitlist offer ends soon',
  'mail.tk.rem.waitlist.held':
    'Your place is held until {until}. A place in {category} at {title} was offered{who, select, dependant { for {competitor}} other {}}, and it is not accepted yet.',
  'mail.tk.rem.waitlist.accept':
    'Accept it from your dashboard and pay to confirm the registration. If you do not, the place goes to the next person on the waitlist.',
  'mail.tk.rem.waitlist.heldUntil': 'Place held until',
  'mail.tk.rem.waitlist.button': 'Accept the place',
};
