/**
 * Messages of teams (issue 29): teams that form themselves (issue 28), on the participate page
 * (start a team or type it in), the join link's page and the team's own page (the link to share,
 * invites, the roster, the payment). English is the source; the spec's exact texts stay word for
 * word, and so do the shared constants these screens showed (TEAM_MSG, PARTICIPATION_MSG.notOpen,
 * EVENT_CONTACT_MSG.linkCopied, MSG.genericError, the roles in TEAM_ROLES).
 */
export default {
  'teams.genericError': 'An error occurred. Please try again later.',
  'teams.loading': 'Loading team',
  'teams.joinedOf': '{joined} of {size} joined',
  'teams.youJoined': 'You have joined {team}',
  'teams.status':
    '{kind, select, cancelled {Cancelled} paid {Paid} incomplete {Incomplete at lock} locked {Locked} complete {Complete} other {Forming {joined}/{size}}}',

  'teams.confirm.keep': 'Keep',

  'teams.invite.declined': 'You declined the invite to {team}',
  'teams.invite.join': 'Join',
  'teams.invite.decline': 'Decline',
  'teams.invite.fromCaptain': '{captain} invited you to play for {team}.',
  'teams.invite.invited': 'You are invited to play for {team}.',
  'teams.invite.dependant': 'Entering a dependant instead?',

  'teams.inviteForm.label': 'Invite by email',
  'teams.inviteForm.email': "Player's email",
  'teams.inviteForm.hint': 'We email them the link to join',
  'teams.inviteForm.send': 'Send invite',
  'teams.inviteForm.sent': 'Invite sent to {email}',

  'teams.roster.you': '{name} (you)',
  'teams.roster.role': '{role, select, Captain {Captain} other {Vice Captain}}',
  'teams.roster.status':
    '{status, select, invited {Invited} joined {Joined} declined {Declined} other {Removed}}',
  'teams.roster.share': 'Share: {share, select, paid {Paid} pending {Pending} other {—}}',
  'teams.roster.removed': '{name} is off the team',
  'teams.roster.madeVice': '{name} is now Vice Captain',
  'teams.roster.makeVice': 'Make Vice Captain',
  'teams.roster.makeViceLabel': 'Make {name} Vice Captain',
  'teams.roster.remove': 'Remove',
  'teams.roster.removeLabel': 'Remove {name}',
  'teams.roster.removeTitle': 'Remove {name}?',
  'teams.roster.withdrawInvite': 'Their invite is withdrawn.',
  'teams.roster.removeRefunded': 'They leave the team and the share they paid is refunded.',
  'teams.roster.removeLoses': 'They leave the team and lose their place on it.',

  'teams.share.subject': 'Join {team} for {event}',
  'teams.share.copied': 'Link copied',
  'teams.share.notCopied': 'Could not copy the link. Select it above and copy it instead.',
  'teams.share.noSheet': 'Could not open the share sheet. Copy the link instead.',
  'teams.share.code': 'Join code',
  'teams.share.link': 'Join link',
  'teams.share.copy': 'Copy link',
  'teams.share.whatsApp': 'Share on WhatsApp',
  'teams.share.more': 'Share…',

  'teams.start.formLabel': 'Start a team',
  'teams.start.notOpen': 'Registration is not open for this event',
  'teams.start.yourTeam': 'Your team',
  'teams.start.intro':
    'You are its Captain. Next you get a link to share and can invite players by email; each joins with their own account.',
  'teams.start.teamName': 'Team Name',
  'teams.start.weight': 'Your weight (kg)',
  'teams.start.weightClass': 'This class is for {min}–{max} kg',
  'teams.start.weightRequired': 'Weight is required',
  'teams.start.free': 'No payment needed.',
  'teams.start.splitNote':
    "Nothing to pay now: each player pays an equal share of {price} from the team's page.",
  'teams.start.captainNote':
    'Nothing to pay now: you pay {price} for the team from its page, whenever you are ready.',
  'teams.start.button': 'Start team',
  'teams.start.started': '{team} is started: now bring in your players',

  'teams.entry.checking': 'Checking your teams',
  'teams.entry.onTeam':
    'You are on a team in {category}. Its page has the roster, the link to share and the payment.',
  'teams.entry.paysFromPage': 'Your team pays from its page.',
  'teams.entry.open': 'Open your team',

  'teams.summary.heading': 'Summary',
  'teams.summary.free': 'Free',

  'teams.mode.legend': 'How will you enter your team?',
  'teams.mode.start': 'Start a team and invite your players',
  'teams.mode.startHint':
    'You are the Captain; players join with their own accounts from the link you share.',
  'teams.mode.details': 'Enter every player’s details now',
  'teams.mode.detailsHint': 'You type in the whole team and pay for it today.',

  'teams.payment.sharePaid': 'Your share is paid.',
  'teams.payment.received': 'Payment received: the team is paid for.',
  'teams.payment.confirmed': 'The team is paid for: every member has their ticket.',
  'teams.payment.split':
    'Each player pays an equal share of {price}. {paid} of {size} shares paid.',
  'teams.payment.held':
    "The team's place is held until {date}; shares paid by then are refunded if the team is not complete and paid.",
  'teams.payment.payShare': 'Pay your share {amount}',
  'teams.payment.captain':
    'The captain pays {price} for the whole team, before or after everyone has joined.',
  'teams.payment.payTeam': 'Pay {price} for the team',

  'teams.joinDetails.event': 'Event',
  'teams.joinDetails.eventDate': 'Event date',
  'teams.joinDetails.category': 'Category',
  'teams.joinDetails.captain': 'Captain',
  'teams.joinDetails.players': 'Players',
  'teams.joinDetails.youPay': 'You pay',
  'teams.joinDetails.yourShare': 'Your share {amount}',
  'teams.joinDetails.captainPays': 'Nothing: the captain pays for the team',

  'teams.join.heading': 'Join a team',
  'teams.join.title': 'Join {team}',
  'teams.join.codeNotFound':
    'No team has this code. Check the link or ask your captain for a new one',
  'teams.join.rosterLocked': 'The roster is locked: only the host can change it now',
  'teams.join.teamFull': 'This team is full: it takes {max} members',
  'teams.join.alreadyMember': 'You are already a member of this team.',
  'teams.join.openTeam': 'Open the team',
  'teams.join.onlyPlayers':
    'Only players can join teams. You are signed in as {role, select, Admin {Admin} Host {Host} Participant {Participant} other {a guest}}.',
  'teams.join.formLabel': 'Join the team',
  'teams.join.yourWeight': 'Your weight (kg)',
  'teams.join.theirWeight': 'Their weight (kg)',
  'teams.join.weightHint': 'The category has weight classes',
  'teams.join.weightRequired': 'Your weight is required to join a team in this category',
  'teams.join.button': 'Join {team}',

  'teams.who.legend': 'Who will play?',
  'teams.who.me': 'Me ({name})',

  'teams.leave.button': 'Leave team',
  'teams.leave.title': 'Leave {team}?',
  'teams.leave.refunded': 'You leave the team and the share you paid is refunded.',
  'teams.leave.text': 'You leave the team; the captain can invite you again.',
  'teams.leave.done': 'You have left {team}',

  'teams.header.withSubstitutes': '(up to {max} with substitutes)',
  'teams.header.captain': 'Captain {name}',
  'teams.header.locked': 'The roster locked on {date}: only the host can change it now.',
  'teams.header.locks': 'The roster locks on {date}.',

  'teams.page.dashboard': 'Dashboard',
  'teams.page.heading': 'Team',
  'teams.page.tryAgain': 'Try again',
  'teams.page.forbidden':
    'This team’s page is for its members and the event’s host. Ask the captain for the join link.',
  'teams.page.notFound': 'This team does not exist or has been removed.',
  'teams.page.cancelled': 'This team’s registration was cancelled.',
  'teams.page.incomplete':
    'The roster locked with {joined} of {size} members. The host decides what happens to the team now.',
  'teams.page.payment': 'Payment',
  'teams.page.bringIn': 'Bring in your players',
  'teams.page.roster': 'Roster',
};
