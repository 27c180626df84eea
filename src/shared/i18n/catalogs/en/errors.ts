/**
 * The server's error texts (issue 29): what the API answers in `error` and `fields`, which the
 * error handler says in the request's language (shared/i18n/translate-english.ts). Server only:
 * never sent to pages. Each message is the English text word for word, templated ones with
 * {placeholders} where the code puts a value; `errors.label.*` are the values (field labels, the
 * words of a rule) that are themselves translated when they fill a placeholder, and
 * `errors.part.*` the pieces a longer text is built from ("you are 15 on …; this category is
 * for …"). People's words (names, titles) and numbers stay as they are; {name}, {date}, {time},
 * {digits}, {gstinState} and {chosen} always hold data and are never looked up, so a placeholder
 * a label or a piece fills has another name ({field}, {rule}, {reason}, {who}, {person}, …).
 */
export default {
  // Field labels, as the schemas name them in '{field} is required' and its kin.
  'errors.label.name': 'Name',
  'errors.label.title': 'Title',
  'errors.label.email': 'Email',
  'errors.label.password': 'Password',
  'errors.label.otp': 'OTP',
  'errors.label.role': 'Role',
  'errors.label.phoneNumber': 'Phone Number',
  'errors.label.phone': 'Phone',
  'errors.label.address': 'Address',
  'errors.label.organisationName': 'Organisation Name',
  'errors.label.accountNumber': 'Account Number',
  'errors.label.ifscCode': 'IFSC Code',
  'errors.label.bankName': 'Bank Name',
  'errors.label.accountHolderName': 'Account Holder Name',
  'errors.label.schoolOrCollege': 'School or College',
  'errors.label.age': 'Age',
  'errors.label.height': 'Height',
  'errors.label.weight': 'Weight',
  'errors.label.gender': 'Gender',
  'errors.label.dateOfBirth': 'Date of Birth',
  'errors.label.category': 'Category',
  'errors.label.sport': 'Sport',
  'errors.label.host': 'Host',
  'errors.label.startDate': 'Start Date',
  'errors.label.endDate': 'End Date',
  'errors.label.registrationStartDate': 'Registration Start Date',
  'errors.label.registrationEndDate': 'Registration End Date',
  'errors.label.registrationStartTime': 'Registration Start Time',
  'errors.label.registrationEndTime': 'Registration End Time',
  'errors.label.eventStartTime': 'Event Start Time',
  'errors.label.eventEndTime': 'Event End Time',
  'errors.label.rewards': 'Rewards',
  'errors.label.description': 'Description',
  'errors.label.venueName': 'Venue Name',
  'errors.label.venueAddress': 'Venue Address',
  'errors.label.city': 'City',
  'errors.label.poster': 'Poster',
  'errors.label.price': 'Price',
  'errors.label.capacity': 'Capacity',
  'errors.label.teamName': 'Team Name',
  'errors.label.club': 'Club',
  'errors.label.minAge': 'Min Age',
  'errors.label.maxAge': 'Max Age',
  'errors.label.minWeight': 'Min Weight',
  'errors.label.maxWeight': 'Max Weight',
  'errors.label.participantsInTeam': 'Participants In Team',
  'errors.label.message': 'Message',
  'errors.label.subject': 'Subject',
  'errors.label.reason': 'Reason',
  'errors.label.note': 'Note',
  'errors.label.searchText': 'Search text',
  // The words of a category's rules, as the eligibility texts put them in.
  'errors.label.womenAndGirls': 'women and girls',
  'errors.label.menAndBoys': 'men and boys',
  'errors.label.male': 'male',
  'errors.label.female': 'female',
  'errors.label.noName': 'no name',
  'errors.label.noLimits': 'no limits',

  // Pieces of longer texts (shared/participations/eligibility.ts, teams, weigh-ins).
  'errors.part.agesBetween': 'ages {min}–{max}',
  'errors.part.agesFrom': 'ages {min} and over',
  'errors.part.agesUpTo': 'ages up to {max}',
  'errors.part.member': 'Member {position} ({person})',
  'errors.part.memberAgesBetween': 'between {min} and {max}',
  'errors.part.memberAgesFrom': '{min} or older',
  'errors.part.memberAgesUpTo': '{max} or younger',
  'errors.part.weightBetween': '{min}–{max} kg',
  'errors.part.weightFrom': '{min} kg and over',
  'errors.part.weightUpTo': 'up to {max} kg',
  'errors.part.limitsFrom': 'from {min} kg',
  'errors.part.youAreAged': 'you are {age} on {date}; this category is for {rule}',
  'errors.part.forGender': 'this category is for {rule}',
  'errors.part.addYourAge': 'add your age to your profile, as this category has age limits',
  'errors.part.addYourGender':
    'add your gender to your profile, as this category is for one gender',
  'errors.part.weightOutside': '{kg} kg is outside this category’s weight class ({rule})',

  // The field rules (shared/auth/rules.ts, shared/messages.ts and the schemas).
  'errors.required': '{field} is required',
  'errors.maxLength': '{field} must be at most {max} characters',
  'errors.minLength': '{field} must be at least {min} characters',
  'errors.number': '{field} must be a number',
  'errors.wholeNumber': '{field} must be a whole number',
  'errors.min': '{field} must be at least {min}',
  'errors.max': '{field} must be at most {max}',
  'errors.notARealDate': '{field} is not a real date (YYYY-MM-DD)',
  'errors.time': '{field} must be a time like 09:30',
  'errors.controlCharacters': '{field} must not contain control characters',
  'errors.languageOneOf': 'Language must be one of: {languages}',
  'errors.genderMaleOrFemale': 'Gender must be male or female',

  // Every request (shared/messages.ts, the error handler, the rate limits).
  'errors.notFound': 'Not Found',
  'errors.forbidden': 'You are not allowed to do this',
  'errors.loginRequired': 'Please log in to continue',
  'errors.sessionExpired': 'Your session has expired. Please log in again.',
  'errors.genericError': 'An error occurred. Please try again later.',
  'errors.invalidCredentials': 'Invalid credentials',
  'errors.invalidJson': 'Invalid JSON body',
  'errors.payloadTooLarge': 'Request body is too large',
  'errors.unsupportedMediaType': 'Unsupported content type',
  'errors.tooManyRequests': 'Too many requests. Please try again later.',
  'errors.invalidContentLength': 'Invalid Content-Length',
  'errors.invalidRequest': 'Invalid request',
  'errors.invalidInput': 'Invalid input',
  'errors.invalidValue': 'Invalid value',
  'errors.invalidCursor': 'Invalid cursor',
  'errors.tooMany.attempts':
    'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'errors.tooMany.messages':
    'Too many messages. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'errors.tooMany.emailChanges':
    'Too many email changes. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'errors.tooMany.gateInvitations':
    'Too many gate staff invitations. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'errors.tooMany.teamInvitations':
    'Too many team invitations. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  'errors.tooMany.handOvers':
    'Too many hand-over offers. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',

  // Signing up, logging in, the profile (shared/auth).
  'errors.auth.invalidEmailFormat': 'Invalid email format',
  'errors.auth.invalidEmail': 'Please enter a valid email address',
  'errors.auth.passwordRule':
    'Password must contain at least one letter, one uppercase letter, and one special character',
  'errors.auth.passwordLength': 'Password must be 8 to 128 characters',
  'errors.auth.passwordMismatch': "Password doesn't match",
  'errors.auth.invalidOtp': 'Invalid OTP',
  'errors.auth.accountNumber': 'Account number must be 9 to 18 digits',
  'errors.auth.phone': 'Please enter a valid phone number',
  'errors.auth.emailTaken': 'An account with this email already exists',
  'errors.auth.verifyFirst':
    'Please verify your email address before logging in. Check your inbox for the link.',
  'errors.auth.invalidLink': 'This link is invalid or has expired',
  'errors.auth.currentPasswordWrong': 'Current password is incorrect',
  'errors.auth.currentPasswordRequired': 'Current password is required to change the email',
  'errors.auth.noPendingEmail': 'There is no email change waiting for confirmation',
  'errors.auth.hostSuspended': 'Your host account is suspended. Contact support.',

  // Dependants and dates of birth.
  'errors.dependant.guardianRequired': 'Confirm that you are the parent or guardian of this person',
  'errors.dependant.dobInvalid': 'Enter the date of birth as a date',
  'errors.dependant.dobFuture': 'Date of birth must be in the past',
  'errors.dependant.dobTooOld': 'Date of birth cannot be more than 100 years ago',
  'errors.dependant.hasRegistrations':
    '{name} has registrations, so they cannot be deleted. Their past entries keep their name.',
  'errors.dependant.participantsOnly': 'Only participant accounts have dependants',
  'errors.dependant.teamCategory':
    "A team's players are its members: register the team without choosing a dependant",

  // The events form (shared/events).
  'errors.event.registrationOrder': 'Registration end date cannot be before the start date',
  'errors.event.registrationAfterStart': 'Registration end date cannot be after the start date',
  'errors.event.eventOrder': 'Event end date cannot be before the start date',
  'errors.event.categoryNotInSport': "Each category must belong to the event's sport",
  'errors.event.duplicateCategory': 'Each category can be chosen once',
  'errors.event.categoriesRequired': 'Choose at least one category',
  'errors.event.notOwner': 'You can only change your own events',
  'errors.event.hostMissing': 'Host not found',
  'errors.event.sportMissing': 'Sport not found',
  'errors.event.hasRegistrations':
    'This event has registrations and cannot be deleted. Cancel the event instead, so its participants are told and refunded.',
  'errors.event.startInPast': 'Event start date cannot be in the past',
  'errors.event.tooFarAhead': 'An event can be dated at most 5 years ahead',
  'errors.event.timeOrder': 'Event end time cannot be before the start time',
  'errors.event.notPublished': 'This event is not published',
  'errors.event.alreadyPublished': 'This event is already published',
  'errors.event.unpublishRegistered': 'This event has registrations and cannot be unpublished',
  'errors.event.categoriesLocked':
    'Categories and prices cannot change once someone has registered; you can still add a category',
  'errors.event.invalidFile': 'Invalid file format',
  'errors.event.uploadFailed': 'File upload failed Try again later',
  'errors.event.fileTooLarge': 'File is too large. The limit is 5 MB.',
  'errors.event.priceNegative': 'Price cannot be negative',
  'errors.event.priceDecimals': 'Price can have at most two decimals',
  'errors.event.posterUploaded': 'Poster must be an uploaded image',
  'errors.event.offerHoursNumber': 'Offer time must be a number of hours',
  'errors.event.offerHoursWhole': 'Offer time must be a whole number of hours',
  'errors.event.offerHoursMin': 'Offer time must be at least 1 hour',
  'errors.event.offerHoursMax': 'Offer time must be at most 168 hours',
  'errors.event.venueState': 'Choose the state or union territory of the venue',
  'errors.event.sac': 'A SAC is 4 to 8 digits',
  'errors.event.gstDescription': 'Describe the service in 2 to 120 characters',
  'errors.event.gstRate': 'Choose a GST rate: {rates} %',
  'errors.event.teamPayment': 'Choose who pays: the captain, or each player a share',
  'errors.event.substitutes': 'Substitutes must be a whole number from 0 to 20',
  'errors.event.rosterLock': 'The roster lock must be a date and time',
  'errors.event.rosterLockAfterStart': 'The roster cannot lock after the event starts',

  // Sports and categories (shared/catalog).
  'errors.catalog.sportTaken': 'A sport with this name already exists',
  'errors.catalog.sportInUse': 'This sport has categories or events and cannot be deleted',
  'errors.catalog.categoryTaken': 'This sport already has a category with this name',
  'errors.catalog.categoryInUse': 'This category is used by events and cannot be deleted',
  'errors.catalog.ageOrder': 'Min Age cannot be more than Max Age',
  'errors.catalog.weightOrder': 'Min Weight cannot be more than Max Weight',
  // A sport's ranking points per place (shared/rankings).
  'errors.rankings.pointsCount': 'Give points for each of the 8 places',
  'errors.rankings.pointsRange': 'Points must be a whole number from 0 to 100',
  'errors.rankings.pointsOrder': 'A place cannot earn more points than the place above it',

  // Registering and paying (shared/participations).
  'errors.registration.alreadyParticipated': 'You have already participated in this event',
  'errors.registration.dependantAlreadyRegistered': '{name} is already registered in this category',
  'errors.registration.pendingResume':
    'You have already participated in this event and payment is pending redirecting to payment page',
  'errors.registration.notOpen': 'Registration is not open for this event',
  'errors.registration.categoryNotInEvent': 'This category is not part of this event',
  'errors.registration.oneCaptain': 'Only one Captain is allowed',
  'errors.registration.oneViceCaptain': 'Only one Vice Captain is allowed',
  'errors.registration.captainRequired': 'Choose a Captain for your team',
  'errors.registration.teamSize': 'This category needs exactly {count} team members',
  'errors.registration.noMembers': 'Individual categories take no team members',
  'errors.registration.ageUnknown': 'Add your age to your profile to register for this category',
  'errors.registration.ageOutside': 'Your age is outside the limits of this category',
  'errors.registration.genderUnknown':
    'Add your gender to your profile to register for this category',
  'errors.registration.genderMismatch': 'This category is for another gender',
  'errors.registration.dependantAge': '{name} is {age} on {date}; this category is for {rule}',
  'errors.registration.dependantGender': 'This category is for {rule}; {name} is {gender}',
  'errors.registration.dependantAgeUnknown':
    "Add {name}'s date of birth to register for this category",
  'errors.registration.dependantGenderUnknown': "Add {name}'s gender to register for this category",
  'errors.registration.memberAge': '{who}: must be {rule} on the event date (is {age})',
  'errors.registration.memberGender': '{who}: this category is for {rule}',
  'errors.registration.memberAgeUnknown': '{who}: date of birth is required for this category',
  'errors.registration.memberGenderUnknown': '{who}: gender is required for this category',
  'errors.registration.weightRequired': 'Weight is required for this category',
  'errors.registration.weightOutside': 'Your weight is outside the limits of this category',
  'errors.registration.notYou': 'You can only register yourself',
  'errors.registration.paidCannotDelete': 'A paid registration cannot be deleted',
  'errors.registration.invoiceNone':
    'This registration has no invoice: it is unpaid, free, or was paid before invoices began',
  'errors.payment.cancelled': 'Payment was cancelled.',
  'errors.payment.failed': 'Payment failed. Please try again.',
  'errors.payment.verifyFailed': 'Payment verification failed',
  'errors.payment.paidAfterCancel':
    'This registration was cancelled before your payment arrived. The payment is recorded and refunded in full automatically.',
  'errors.payment.switchPaidTooLate':
    'This category change no longer applies: the registration changed before your payment arrived. The payment is recorded and refunded in full automatically.',
  'errors.payment.paidForCancelledEvent':
    'This event was cancelled by its host while your payment was on its way. The payment is recorded and refunded in full automatically.',
  'errors.payment.providerDown':
    'The payment service is not answering. Please try again in a minute.',

  // Places and the waitlist (shared/places).
  'errors.places.full': 'This category is full',
  'errors.places.capacityBelowTaken':
    '{taken, plural, one {# place is} other {# places are}} already taken; the capacity cannot be lower',
  'errors.places.notFull': 'This category still has places left: register instead',
  'errors.places.notLimited': 'This category has no capacity limit, so it has no waitlist',
  'errors.places.alreadyWaiting': 'You are already on the waitlist for this category',
  'errors.places.dependantAlreadyWaiting': '{name} is already on the waitlist for this category',
  'errors.places.notOffered': 'There is no open offer on this waitlist entry',
  'errors.places.offerExpired': 'This offer has expired',
  'errors.places.notWaiting': 'Only an entry that is still waiting can get an offer',
  'errors.places.alreadyLeft': 'This waitlist entry is closed',
  'errors.places.noPlaceAfterHold':
    'Your payment arrived after your held place was released and the category is now full. The payment is recorded and refunded in full automatically.',

  // Teams (shared/teams).
  'errors.team.notTeamCategory': 'This category is for individuals: register yourself instead',
  'errors.team.codeNotFound':
    'No team has this code. Check the link or ask your captain for a new one',
  'errors.team.codeRequired': 'Enter the team’s code',
  'errors.team.alreadyOnTeam': 'You are already on a team in this category',
  'errors.team.dependantAlreadyOnTeam': '{name} is already on a team in this category',
  'errors.team.alreadyMember': 'You are already a member of this team',
  'errors.team.teamFull': 'This team is full: it takes {max} members',
  'errors.team.rosterLocked': 'The roster is locked: only the host can change it now',
  'errors.team.captainOnly': 'Only the team’s captain can do this',
  'errors.team.captainStays': 'The captain cannot leave or be removed: the team is theirs',
  'errors.team.notMember': 'This person is not a member of this team',
  'errors.team.notInvited': 'You have no open invite to this team',
  'errors.team.alreadyInvited': 'This address has already been invited',
  'errors.team.viceMustBeMember': 'The Vice Captain must be a member who has joined the team',
  'errors.team.viceNotCaptain': 'The Captain cannot also be the Vice Captain',
  'errors.team.teamCancelled': 'This team’s registration was cancelled',
  'errors.team.alreadyConfirmed': 'This team is already paid for',
  'errors.team.splitOnly': 'In this category the captain pays for the whole team',
  'errors.team.captainPays': 'In this category each member pays their own share',
  'errors.team.shareAlreadyPaid': 'You have already paid your share',
  'errors.team.noShareLeft': 'Every share of this team is already being paid',
  'errors.team.weightRequired': 'Your weight is required to join a team in this category',
  'errors.team.refused': 'You cannot join this team: {reason}',
  'errors.team.cannotStart': 'You cannot start a team in this category: {reason}',
  'errors.team.shareMembersOnly': 'Only members who have joined this team can pay a share',
  'errors.team.sharesClosed': 'The roster is locked, so the team’s shares can no longer be paid',
  'errors.team.sharePaidTooLate':
    'This share no longer applies: the team’s payment ended before your payment arrived. The payment is recorded and refunded in full automatically.',

  // Switching and handing on a registration (shared/changes).
  'errors.change.sameCategory': 'Choose a different category',
  'errors.change.teamSizeDiffers': 'You can only switch to a category with the same team size',
  'errors.change.alreadyInCategory': 'You are already registered in this category',
  'errors.change.changedMeanwhile':
    'This registration changed while you were switching; reload the page and try again',
  'errors.change.transferNoAccount':
    'No participant account uses this email. Ask them to sign up on Matchday first.',
  'errors.change.transferSelf': 'You cannot hand a registration to yourself',
  'errors.change.transferNotPaid': 'Only a paid registration can be handed on',
  'errors.change.transferGone': 'This hand-over is no longer open',
  'errors.change.transferAlreadyRegistered': 'They are already registered in this category',

  // Cancellations and refunds (shared/refunds).
  'errors.refund.stepsOrder': 'A step closer to the event cannot refund more than an earlier one',
  'errors.refund.stepsUnique': 'Each step needs its own number of days',
  'errors.refund.tooManySteps': 'A refund policy has at most 5 steps',
  'errors.refund.alreadyCancelled': 'This registration is already cancelled',
  'errors.refund.eventCancelled': 'This event has been cancelled',
  'errors.refund.eventAlreadyCancelled': 'This event is already cancelled',
  'errors.refund.eventOver': 'This event is over; its registrations can no longer be cancelled',
  'errors.refund.reasonRequired': 'Please give a reason; it is mailed to every participant',
  'errors.refund.notFailed': 'Only a failed refund can be tried again',
  'errors.refund.feeAbovePrice':
    'The cancellation fee cannot be more than the entry fee of a paid category',

  // Check-in and weigh-ins (shared/checkin).
  'errors.checkin.invalidTicket': 'This ticket is not valid',
  'errors.checkin.otherEvent': 'This ticket is for another event',
  'errors.checkin.cancelled': 'This registration was cancelled: the ticket no longer works',
  'errors.checkin.notPaid': 'This registration is not paid',
  'errors.checkin.undoTooLate': 'A check-in can only be undone within a minute',
  'errors.checkin.needTicket': 'Scan a ticket or choose a registration',
  'errors.checkin.staffExists': 'This person is already on the gate staff',
  'errors.weighin.weightInvalid':
    'Enter the weight in kg, above 0 and up to 400, with at most one decimal (61.4)',
  'errors.weighin.noLimits': 'This category has no weight limits: no weigh-in is needed',
  'errors.weighin.noMember': 'This registration has no such team member',
  'errors.weighin.notPaid': 'Only a paid registration can be weighed in, moved or marked',
  'errors.weighin.cancelled': 'This registration was cancelled',
  'errors.weighin.needWeighIn': 'Record the weigh-in first',
  'errors.weighin.madeWeight': 'This registration made weight: nothing to mark out',
  'errors.weighin.sameCategory': 'The registration is already in this category',
  'errors.weighin.teamSizeDiffers': 'The new category needs a different team size',
  'errors.weighin.alreadyInCategory': 'This competitor is already registered in that category',
  'errors.weighin.changedMeanwhile': 'This registration changed meanwhile: load it again',
  'errors.weighin.outsideTarget': 'The measured weight does not fit that category ({limits})',

  // Draws and results (shared/competition).
  'errors.competition.registrationOpen':
    'Registration is still open: close it before making the draw',
  'errors.competition.notOpenYet': 'Registration has not opened yet',
  'errors.competition.alreadyClosed': 'Registration is already closed',
  'errors.competition.eventCancelled': 'This event is cancelled',
  'errors.competition.tooFew': 'A draw needs at least two entrants',
  'errors.competition.drawStarted': 'This draw has results: it can no longer be redone',
  'errors.competition.noDraw': 'This category has not been drawn yet',
  'errors.competition.manualOrder': 'List every entrant of the category exactly once',
  'errors.competition.poolCount': 'Pools need at least two entrants each',
  'errors.competition.matchNotReady': 'This match is not ready: both opponents must be known',
  'errors.competition.matchSetAside':
    'This match is not played: the winners’ side winner took the first grand final',
  'errors.competition.winnerNotInMatch': 'The winner must be one of the two opponents',
  'errors.competition.drawNotAllowed':
    'A round robin match may be a draw, an elimination match needs a winner',
  'errors.competition.matchNotFound': 'Match not found',
  'errors.competition.knockoutStarted': 'The knockout has results: correct its matches first',
  'errors.competition.certificateNotFound': 'No certificate has this code',
  'errors.competition.certificateRevoked': 'This certificate was revoked: the event was cancelled',
  'errors.competition.undecidedWeighIns':
    'Weighed in outside this class ({limits}) and not decided yet: {who}. Move them or mark them "Did not make weight" at the weigh-in, then make the draw.',
  'errors.competition.resultsNotYet':
    'Results can be entered from the day the event starts: {date}',
  'errors.competition.swissTooBig':
    'A Swiss event of {count} entrants is too big; the most is {most}. Split the category in two.',
  'errors.competition.drawTooBig':
    'A draw of {count} entrants is too big; the most is {most}. Split the category in two.',
  'errors.competition.roundRobinTooBig':
    'A round robin of {count} has {matches} matches; the most is {most}. Split them into pools.',
  'errors.competition.poolsTooBig':
    '{pools} pools of {count}, then their knockout, have {matches} matches; the most is {most}. Make {enough} pools or more.',
  'errors.competition.poolsTooBigSplit':
    '{pools} pools of {count}, then their knockout, have {matches} matches; the most is {most}. Split the category in two.',
  'errors.competition.winnerRequired': 'Choose who won the match',
  'errors.competition.winnerAgainstScore': 'The winner must be the side the score says won',
  'errors.competition.levelNeedsWinner':
    'The score is level: choose who won (a super over, a shoot-out)',
  'errors.competition.scoreIsText': 'This sport’s scores are written as text',
  'errors.competition.walkoverAlone':
    'A walkover is for a lone entrant: choose another format for two or more',
  'errors.competition.seriesPair': 'Best of three is for exactly two entrants',
  'errors.competition.swissRounds': 'A Swiss event of these entrants has at most {max} rounds',
  'errors.competition.laterRoundPlayed': 'The next round has results: correct those first',

  // Scores by sport (shared/competition/scores.ts SCORE_MSG).
  'errors.score.text': 'A score is at most 100 characters',
  'errors.score.sets': 'Enter the points of each set: 1 to 7 sets',
  'errors.score.setPoints': 'Points in a set are whole numbers from 0 to 99',
  'errors.score.setTied': 'A set cannot end level: someone wins each set',
  'errors.score.goals': 'Enter each side’s goals, whole numbers from 0 to 99',
  'errors.score.innings': 'Enter one innings for each side: runs, wickets and overs',
  'errors.score.runs': 'Runs are whole numbers from 0 to 999',
  'errors.score.wickets': 'Wickets are whole numbers from 0 to 10',
  'errors.score.overs':
    'Write overs as overs.balls, with 0 to 5 balls: 18.2 is 18 overs and 2 balls',
  'errors.score.oversOverQuota': 'An innings of this match has at most {quota} overs',
  'errors.score.points': 'Enter each wrestler’s points, whole numbers from 0 to 99',
  'errors.score.decision': 'The decision is points, technical superiority or fall',
  'errors.score.winnerSide': 'The winner is the first or the second wrestler',
  'errors.score.fallNeedsWinner': 'Say who won by fall',
  'errors.score.superiorityLevel': 'Technical superiority needs one wrestler ahead on points',
  'errors.score.winnerBehind':
    'A bout won on points or by technical superiority goes to the wrestler ahead',

  // The host's toolkit: messages and exports (shared/toolkit), the organiser's contact form.
  'errors.toolkit.categoryNotInEvent': 'This category is not part of the event',
  'errors.toolkit.nobody': 'Nobody matches these filters',
  'errors.toolkit.exportFormat': 'Choose a format: csv or xlsx',
  'errors.toolkit.limitEvent':
    'You can send up to {max} messages per event in 24 hours. You can send the next one after {time}.',
  'errors.toolkit.limitEventTomorrow':
    'You can send up to {max} messages per event in 24 hours. You can send the next one after {time} tomorrow.',
  'errors.toolkit.limitHosts':
    'You can send up to {max} messages to all hosts in 24 hours. You can send the next one after {time}.',
  'errors.toolkit.limitHostsTomorrow':
    'You can send up to {max} messages to all hosts in 24 hours. You can send the next one after {time} tomorrow.',
  'errors.contact.messageLength': 'Message must be 10 to 2000 characters',

  // Admin: hosts and payment anomalies.
  'errors.admin.onlyHosts': 'Only host accounts can be suspended',
  'errors.admin.alreadySuspended': 'This host is already suspended',
  'errors.admin.notSuspended': 'This host is not suspended',
  'errors.admin.anomalyResolved': 'This anomaly is already resolved',

  // The host's payout account (shared/money).
  'errors.payout.legalName': 'Please enter the legal name, 2 to 120 characters, as on the PAN',
  'errors.payout.businessType': 'Please choose the kind of business',
  'errors.payout.pan': 'A PAN is 5 letters, 4 digits and a letter, like ABCDE1234F',
  'errors.payout.gstState': 'Please choose the state or union territory of your GST registration',
  'errors.payout.street': 'Please enter the street address, 5 to 200 characters',
  'errors.payout.city': 'Please enter the city, 2 to 80 characters',
  'errors.payout.state': 'Please choose the state or union territory',
  'errors.payout.postalCode': 'A PIN code is 6 digits',
  'errors.payout.accountNumber': 'An account number is 9 to 18 digits',
  'errors.payout.ifsc': 'An IFSC is 4 letters, a 0 and 6 letters or digits, like HDFC0001234',
  'errors.payout.bankName': 'Please enter the bank name, 2 to 80 characters',
  'errors.payout.accountHolderName': "Please enter the account holder's name, 2 to 120 characters",
  'errors.payout.address': 'Please enter the address',
  'errors.payout.numberRequired': 'Please enter the account number',
  'errors.payout.panRequired': 'Please enter the PAN',
  'errors.payout.gstinShape':
    'A GSTIN is 15 characters: 2 digits of the state, the 10-character PAN, a digit or letter, Z and a check character, like 27ABCDE1234F1Z5',
  'errors.payout.gstinUnknownState':
    "A GSTIN starts with its state's code; {digits} is not the code of an Indian state or union territory",
  'errors.payout.gstinCheckChar':
    "This GSTIN's last character does not match: please check it for a typing mistake",
  'errors.payout.gstinStateDiffers':
    'This GSTIN is registered in {gstinState}, but the GST state chosen is {chosen}',
  'errors.payout.gstinPanDiffers':
    'The PAN inside this GSTIN (its characters 3 to 12) is not the PAN given',
};
