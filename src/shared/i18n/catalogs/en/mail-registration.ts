/** Mails of registration (issue 29), in the recipient's language. English is the source. */
export default {
  'mail.reg.greeting': 'Hi {name},',
  // A mail whose one action is the participant's dashboard (refunds, changes, team shares).
  'mail.reg.dashboard.button': 'Open your dashboard',
  'mail.reg.dashboard.line': 'Your dashboard: {url}',

  // A freed place offered from the waitlist (issue 15).
  'mail.reg.waitlist.subject': 'A place is free for you: {title}',
  'mail.reg.waitlist.heading': 'A place is free for you',
  'mail.reg.waitlist.deadline': '{date} at {time}',
  'mail.reg.waitlist.opened':
    'A place has opened in {category} at {title}, and it is held for {name} until {until}.',
  'mail.reg.waitlist.accept':
    'Accept it from your dashboard and pay to confirm the registration. If you do not accept in time, the place goes to the next person on the waitlist.',
  'mail.reg.waitlist.button': 'Accept the place',
  'mail.reg.waitlist.openedText':
    'A place has opened in {category} at {title}, held for {name} until {until}.',
  'mail.reg.waitlist.acceptAt': 'Accept it from your dashboard: {url}',

  // A registration's changes (issue 16): its category switched, or handed to someone else.
  'mail.reg.switch.subject': 'Category changed: {title}',
  'mail.reg.switch.moved': 'Your registration for {title} has moved from {from} to {to}.',
  'mail.reg.switch.paid': 'You paid the difference of {amount}.',
  'mail.reg.switch.refunded':
    'The difference of {amount} is being refunded to the account you paid from.',
  'mail.reg.switch.same': 'The price is the same, so no money moves.',
  'mail.reg.transfer.offered.subject': 'A place is offered to you: {title}',
  'mail.reg.transfer.offered.body':
    '{from} would like to hand you their paid registration in {category} at {title}.',
  'mail.reg.transfer.offered.accept':
    'Accept it from your dashboard before registration closes; it is checked against the category’s rules for you. Nothing is charged.',
  'mail.reg.transfer.asked.subject': 'Hand-over offered: {title}',
  'mail.reg.transfer.asked.body':
    'We have asked {to} ({email}) to accept your registration in {category} at {title}. It stays yours until they accept.',
  'mail.reg.transfer.yours.subject': 'The place is yours: {title}',
  'mail.reg.transfer.yours.body':
    'You are now registered in {category} at {title}. It is on your dashboard with its receipt.',
  'mail.reg.transfer.done.subject': 'Hand-over done: {title}',
  'mail.reg.transfer.done.body':
    '{to} has accepted your registration in {category} at {title}. It is no longer yours; no money has moved.',

  // A registration ended (issue 16), and its refund made or refused.
  'mail.reg.cancel.subject': 'Your registration is cancelled: {title}',
  'mail.reg.cancel.subjectEvent': 'Cancelled: {title}',
  'mail.reg.cancel.heading': 'Registration cancelled',
  'mail.reg.cancel.eventCancelled':
    'The host has cancelled {title}, so your registration in {category} is cancelled.',
  'mail.reg.cancel.hostRemoved': 'The host has removed your registration in {category} at {title}.',
  'mail.reg.cancel.asked': 'Your registration in {category} at {title} is cancelled, as you asked.',
  'mail.reg.cancel.note': 'The host wrote: {note}',
  'mail.reg.cancel.refund':
    'A refund of {amount} is on its way to the account you paid from. Banks usually take 5 to 7 working days; we will write again when it has been made.',
  'mail.reg.cancel.noRefund': 'No refund is due for this registration.',
  'mail.reg.refund.madeSubject': 'Refund made: {amount}',
  'mail.reg.refund.delayedSubject': 'Refund delayed: {amount}',
  'mail.reg.refund.madeHeading': 'Refund made',
  'mail.reg.refund.delayedHeading': 'Refund delayed',
  'mail.reg.refund.made':
    'Your refund of {amount} for {category} at {title} has been made (reference {reference}). It reaches your account within 5 to 7 working days.',
  'mail.reg.refund.delayed':
    'Your refund of {amount} for {category} at {title} could not be made by the payment provider. Our team has been told and will make it by hand; you need not do anything.',

  // A team's roster (issue 28): an invite, and a roster that locked incomplete.
  'mail.reg.team.detail.captain': 'Captain',
  'mail.reg.team.detail.starts': 'Starts',
  'mail.reg.team.invite.subject': 'Join {team} for {title}',
  'mail.reg.team.invite.heading': 'You are invited to a team',
  'mail.reg.team.invite.body': '{captain} invites you to play for {team} in {category} at {title}.',
  'mail.reg.team.invite.how':
    "Open the link to join with your Matchday account (or create one with this address, {email}); you are checked against the category's age, gender and weight rules as you join. The team's code is {code}.",
  'mail.reg.team.invite.button': 'Join the team',
  'mail.reg.team.incomplete.subject': 'Roster locked incomplete: {team}',
  'mail.reg.team.incomplete.heading': 'A team’s roster locked incomplete',
  'mail.reg.team.incomplete.summary':
    '{team} has {joined} of {size} members and its roster is now locked (since {since} IST).',
  'mail.reg.team.incomplete.captainNext':
    'Only the organiser can change the roster now: contact them if your team can still complete.',
  'mail.reg.team.incomplete.hostNext':
    'You can still add or remove its members, or remove the registration, from the team’s page.',
  'mail.reg.team.incomplete.button': 'Open the team',
  'mail.reg.share.what': '{category} at {event}',
  'mail.reg.share.confirmed.subject': '{team} is confirmed',
  'mail.reg.share.confirmed.heading': 'Team confirmed',
  'mail.reg.share.confirmed.body': '{team} is paid for and confirmed in {what}.',
  'mail.reg.share.confirmed.ticket':
    'Your own ticket, with its QR code for the venue check-in, is on your dashboard.',
  'mail.reg.share.ended.subject': '{team} did not complete in time',
  'mail.reg.share.ended.heading': 'Team not complete in time',
  'mail.reg.share.ended.body':
    '{team} in {what} no longer holds its place. The team did not complete in time: every share paid was refunded.',
  'mail.reg.share.ended.refund':
    'Your share of {amount} is on its way back to the account you paid from. Banks usually take 5 to 7 working days.',
  'mail.reg.share.ended.nothing': 'Your share was not paid, so nothing was taken from you.',
  'mail.reg.share.ended.again':
    'While registration is open, the team can start paying its shares again.',
};
