/**
 * Messages of registering and paying (issue 29): the participate page (who competes, the
 * category, the form and its summary), the checkout and how it ends, the held place, a
 * category's waitlist for its host and the confirmation page. English is the source: the spec's
 * exact texts (§2 headings and buttons, §8 payment messages) and the shared constants these
 * screens showed (PARTICIPATION_MSG, SELF_ELIGIBILITY_MSG, PLACES_MSG, MSG) stay word for word.
 */
export default {
  'participate.heading': 'Participate',
  'participate.editHeading': 'Edit Participant',
  'participate.editLabel': 'Edit participant',
  'participate.backToEvent': 'Back to event',
  'participate.onlyPlayers':
    'Only players can register for events. You are signed in as {role, select, Admin {Admin} Host {Host} Participant {Participant} other {a guest}}.',
  'participate.checking': 'Checking your registration',
  'participate.loading': 'Loading registration',
  'participate.notFound': 'This registration does not exist or has been removed.',
  'participate.otherEvent': 'This registration belongs to another event.',
  'participate.genericError': 'An error occurred. Please try again later.',

  'participate.who.legend': 'Who is competing?',
  'participate.who.myself': 'Myself ({name})',
  'participate.who.ageOn': '({age} on {date})',
  'participate.who.addDependant': 'Add a dependant',

  'participate.category.legend': 'Choose a category',
  'participate.noCategories': 'No Categories Available',
  'participate.placesLeft': '{count, plural, one {# place left} other {# places left}}',
  'participate.soldOut': 'Sold out',
  'participate.reason.teamNeedsSelf':
    'Teams register their players as members: choose Myself to enter a team',
  'participate.reason.ageUnknown':
    'Add your date of birth to your profile to register for this category',
  'participate.reason.ageOutside': 'Your age is outside the limits of this category',
  'participate.reason.genderUnknown':
    'Add your gender to your profile to register for this category',
  'participate.reason.genderMismatch': 'This category is for another gender',
  'participate.reason.dependantAge': '{name} is {age} on {date}; this category is for {rule}',
  'participate.reason.dependantGender':
    'This category is for {categoryGender, select, female {women and girls} other {men and boys}}; {name} is {gender}',
  'participate.reason.dependantAgeUnknown':
    "Add {name}'s date of birth to register for this category",
  'participate.reason.dependantGenderUnknown': "Add {name}'s gender to register for this category",
  'participate.rule.agesBetween': 'ages {min}–{max}',
  'participate.rule.agesFrom': 'ages {min} and over',
  'participate.rule.agesUpTo': 'ages up to {max}',

  'participate.competing': 'Competing',
  'participate.registeringAs': 'You are registering as',
  'participate.registeredBy': '{name} (registered by {by})',
  'participate.born': 'Born {date}',
  'participate.contact': 'Contact: {email} · {phone}',
  'participate.details': 'Your details',
  'participate.team': 'Your team',
  'participate.competitor': 'Competitor',
  'participate.noTeamDetails': 'An individual registration has no team details to change.',
  'participate.weight': 'Weight (kg)',
  'participate.weightClass': 'This class is for {min}–{max} kg',
  'participate.weightRequired': 'Weight is required for this category',
  'participate.weightOutside': 'Your weight is outside the limits of this category',
  'participate.register': 'Register',
  'participate.proceedToPay': 'Proceed to Pay',
  'participate.payAgain': 'Pay again',
  'participate.saveChanges': 'Save Changes',
  'participate.saved': 'Successful',
  'participate.unpaidSaved':
    'Your registration for {category} is saved and waits for its payment. Pay again to confirm your place.',
  'participate.pendingSaved':
    'Your registration for {category} is saved, but its payment is pending. Proceed to pay to confirm your place.',
  'participate.closedEdit':
    'Registration is closed, so this registration can no longer be changed.',
  'participate.notOpen': 'Registration is not open for this event',
  'participate.alreadyParticipated': 'You have already participated in this event',
  'participate.dependantAlreadyRegistered': '{name} is already registered in this category',
  'participate.seeRegistration': 'See your registration',
  'participate.full': 'This category is full',
  'participate.fullHint':
    'Join the waitlist: when a place frees up, the first in line gets it held for them and an email to accept it.',
  'participate.joinWaitlist': 'Join waitlist',
  'participate.onWaitlist': 'On the waitlist',
  'participate.joined':
    'You are number {position} on the waitlist for {category}. We will email you if a place frees up; your dashboard shows where you stand.',

  'participate.team.name': 'Team Name',
  'participate.team.nameRequired': 'Team Name is required',
  'participate.team.members': 'Team members ({count})',
  'participate.team.roles':
    'Exactly one Captain and at most one Vice Captain; the organiser contacts the Captain first.',
  'participate.team.rolesAndAges':
    "Exactly one Captain and at most one Vice Captain; the organiser contacts the Captain first. Every member must be within the category's ages on the event's start date.",
  'participate.team.oneCaptain': 'Only one Captain is allowed',
  'participate.team.oneViceCaptain': 'Only one Vice Captain is allowed',
  'participate.team.captainRequired': 'Choose a Captain for your team',
  'participate.player': 'Player {number}',
  'participate.member.name': 'Name',
  'participate.member.email': 'Email',
  'participate.member.phone': 'Phone',
  'participate.member.role': 'Role',
  'participate.member.noRole': 'None',
  'participate.member.captain': 'Captain',
  'participate.member.viceCaptain': 'Vice Captain',
  'participate.member.dateOfBirth': 'Date of Birth',
  'participate.member.gender': 'Gender',
  'participate.member.male': 'Male',
  'participate.member.female': 'Female',
  'participate.member.who': 'Member {position} ({name})',
  'participate.member.noName': 'no name',
  'participate.member.outsideAges': '{who}: must be {rule} on the event date (is {age})',
  'participate.member.agesBetween': 'between {min} and {max}',
  'participate.member.agesFrom': '{min} or older',
  'participate.member.agesUpTo': '{max} or younger',
  'participate.member.otherGender':
    '{who}: this category is for {categoryGender, select, female {women and girls} other {men and boys}}',
  'participate.member.ageUnknown': '{who}: date of birth is required for this category',
  'participate.member.genderUnknown': '{who}: gender is required for this category',

  'participate.posterOf': 'Poster of {title}',
  'participate.summary': 'Summary',
  'participate.registration': 'Registration',
  'participate.free': 'Free',
  'participate.total': 'Total',
  'participate.chooseToSeeFee': 'Choose a category to see the entry fee.',
  'participate.editKeepsPayment': 'Saving changes the team only; the payment stays as it is.',
  'participate.freeNote': 'No payment needed: your place is confirmed as soon as you register.',
  'participate.paidNote':
    'You pay on the next step in a secure checkout. Your place is confirmed once the payment succeeds.',

  'participate.checkout.title': 'Test checkout',
  'participate.checkout.testNote':
    'Test payment: no real money is charged. Pay or Fail tries each outcome.',
  'participate.checkout.amount': 'Amount to pay',
  'participate.checkout.payingTo': 'Paying to',
  'participate.checkout.orderId': 'Order id',
  'participate.checkout.cancel': 'Cancel',
  'participate.checkout.fail': 'Fail',
  'participate.checkout.pay': 'Pay',
  'participate.payment.cancelled': 'Payment was cancelled.',
  'participate.payment.failed': 'Payment failed. Please try again.',
  'participate.payment.pendingResume':
    'You have already participated in this event and payment is pending redirecting to payment page',
  'participate.payment.scriptFailed': 'Something Went Wrong Please Try Again Later.',
  'participate.hold.left': 'Your place is held for {time} while you pay.',
  'participate.hold.over':
    'The time to pay for your held place is up. You can still pay if a place is free.',
  'participate.status.paid': 'Paid',
  'participate.status.pending': 'Pending',
  'participate.status.failed': 'Payment failed',
  'participate.status.cancelled': 'Cancelled',

  'participate.waitlist.label': 'Waitlist of {category}',
  'participate.waitlist.heading': 'Waitlist ({count} waiting)',
  'participate.waitlist.capacity': '{capacity} places · {left}',
  'participate.waitlist.empty': 'Nobody is on the waitlist.',
  'participate.waitlist.joined': 'Joined {date}',
  'participate.waitlist.joinedOffered': 'Joined {date} · offer open until {until}',
  'participate.waitlist.waiting': 'Waiting',
  'participate.waitlist.offered': 'Offered',
  'participate.waitlist.accepted': 'Accepted',
  'participate.waitlist.expired': 'Offer expired',
  'participate.waitlist.left': 'Left',
  'participate.waitlist.noPlace': 'No place is free: raise the capacity first',
  'participate.waitlist.sendOffer': 'Send offer',

  'participate.success.paidHeading': 'Payment Successful',
  'participate.success.freeHeading': 'Registration Confirmed',
  'participate.success.paidText':
    'Payment is Successfull for event {name} and your order id is {orderId}',
  'participate.success.freeText': 'You are registered for {name}. Your registration id is {id}',
  'participate.event': 'Event',
  'participate.success.eventDate': 'Event date',
  'participate.success.category': 'Category',
  'participate.success.team': 'Team',
  'participate.success.entryFee': 'Entry fee',
  'participate.success.amountPaid': 'Amount paid',
  'participate.success.paymentId': 'Payment id',
  'participate.success.registeredOn': 'Registered on',
  'participate.success.paidOn': 'Paid on',
  'participate.success.unconfirmed':
    'This payment has not been confirmed yet. {link} to confirm your place.',
  'participate.success.completePayment': 'Complete the payment',
  'participate.success.showTickets':
    '{count, plural, one {Show ticket for the gate} other {Show # tickets for the gate}}',
  'participate.success.downloadConfirmation': 'Download Confirmation',
  'participate.success.downloadReceipt': 'Download Receipt',
  'participate.success.explore': 'Explore More Events',
  'participate.success.emailed':
    'A confirmation has been sent to your email. Your registration is on your {link}.',
  'participate.success.dashboard': 'dashboard',
  'participate.success.loading': 'Loading your registration',
  'participate.success.payment': 'Payment',
  'participate.success.notFound':
    'We could not find this registration. Your registrations are on your dashboard.',
  'participate.success.goToDashboard': 'Go to Dashboard',
};
