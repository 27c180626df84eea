/**
 * Messages of the public pages (issue 29): home, about, contact, not found and the certificate
 * check. English is the source: its texts are the spec's and the tests' exact texts.
 */
export default {
  'pages.exploreEvents': 'Explore Events',
  'pages.browseEvents': 'Browse events',
  'pages.contactUs': 'Contact Us',

  'pages.home.documentTitle': 'Matchday — Discover Your Sport',
  'pages.home.kicker': 'Tournaments across India',
  'pages.home.title': 'Discover Your Sport',
  'pages.home.lead':
    'Find tournaments near you, register alone or with your team, and pay online in a minute.',
  'pages.home.host': 'Host a tournament',
  'pages.home.featured': 'Featured Events',
  'pages.home.featuredText': 'The newest tournaments on Matchday.',
  'pages.home.upcoming': 'Upcoming Events',
  'pages.home.upcomingText': 'More tournaments to plan your season around.',
  'pages.home.past': 'Past events',
  'pages.home.pastText': 'Finished tournaments and their results.',
  'pages.home.viewAll': 'View all events',
  'pages.home.noData': 'No Data Found',
  'pages.home.refereeTitle': 'Need a referee for your match?',
  'pages.home.refereeText':
    'Tell us the sport, date and venue on WhatsApp and we will connect you with a certified referee or umpire near you.',
  'pages.home.refereeButton': 'Find a Referee',
  // The WhatsApp message the visitor fills in and sends to the referee desk.
  'pages.home.refereeRequest':
    'Hello Matchday, I am looking for a referee.\nSport: \nDate and time: \nVenue and city: \nLevel (school / club / open): ',
  'pages.home.numbers': 'Our Numbers',
  'pages.home.numbersUsers': 'Users',
  'pages.home.numbersOrganisers': 'Organisers',
  'pages.home.numbersEvents': 'Sports Events',
  'pages.home.sponsorTitle': 'Sponsor the next champions',
  'pages.home.sponsorText':
    "Put your brand in front of thousands of players and families at grassroots tournaments across India. Kits, prizes, venues or title sponsorship — let's talk.",
  'pages.home.sponsorButton': 'Become a Sponsor',

  'pages.about.title': 'About Matchday',
  'pages.about.lead':
    'Matchday brings players and organisers together: find a tournament, register alone or with your team, and pay online in a minute.',
  'pages.about.mission':
    'Across India, thousands of tournaments still run on posters, phone calls and cash envelopes. Our mission is to give every player a fair, simple way to find their next competition, and every organiser a dependable way to fill their draws and get paid on time — from school football leagues to open wrestling dangals.',
  'pages.about.forPlayers': 'For players',
  'pages.about.findTitle': 'Find a tournament',
  'pages.about.findText':
    'Browse events by sport and see dates, venue, categories and entry fees before you commit.',
  'pages.about.registerTitle': 'Register alone or as a team',
  'pages.about.registerText':
    'Pick your category, add your teammates with a captain and vice captain, and you are in.',
  'pages.about.payTitle': 'Pay securely online',
  'pages.about.payText':
    'Pay the entry fee online through our secure payment partner and download your receipt.',
  'pages.about.forOrganisers': 'For organisers',
  'pages.about.publishTitle': 'Publish your event',
  'pages.about.publishText':
    'Add dates, venue, poster, rewards and the categories you offer, each with its own fee.',
  'pages.about.openTitle': 'Open registration',
  'pages.about.openText':
    'Registration opens and closes on the dates you set; you can edit the event until it opens.',
  'pages.about.runTitle': 'Run the day',
  'pages.about.runText':
    'See every team and player per category with their payment status, all in one place.',
  'pages.about.values': 'What we stand for',
  'pages.about.clearTitle': 'Clear information',
  'pages.about.clearText': 'Dates, fees, eligibility and rewards are shown before you pay.',
  'pages.about.safeTitle': 'Safe payments',
  'pages.about.safeText': 'Payments go through a regulated gateway; we never see your card.',
  'pages.about.sportsTitle': 'Every sport counts',
  'pages.about.sportsText': 'Not just cricket: football, badminton, wrestling, athletics and more.',

  'pages.contact.lead':
    'Questions about an event, a payment, hosting a tournament or sponsoring one? Write to us and we will get back to you within one working day.',
  'pages.contact.formTitle': 'Send us a message',
  'pages.contact.name': 'Name',
  'pages.contact.email': 'Email',
  'pages.contact.phone': 'Phone Number',
  'pages.contact.role': 'Role',
  'pages.contact.chooseRole': 'Choose one',
  'pages.contact.rolePlayer': 'Player',
  'pages.contact.roleOrganizer': 'Event Organizer',
  'pages.contact.roleAcademy': 'Academy Owner',
  'pages.contact.message': 'Message',
  'pages.contact.send': 'Send Message',
  // The note after sending, around its link: "…If it did not, [open the message] or write to …".
  'pages.contact.sentBefore':
    'Your mail app should open with the message ready to send. If it did not,',
  'pages.contact.sentLink': 'open the message',
  'pages.contact.sentAfter': 'or write to {email}.',
  // hasRole and hasName are 'yes' or 'no'.
  'pages.contact.mailSubject':
    'Matchday enquiry{hasRole, select, yes { ({role})} other {}}{hasName, select, yes { from {name}} other {}}',

  'pages.notFound.title': 'Page not found',
  'pages.notFound.description':
    'This page is not on Matchday. Find sports tournaments near you instead.',
  'pages.notFound.error': 'Error 404',
  'pages.notFound.text':
    'This page is out of bounds: the link may be mistyped, or the event it pointed to was removed or is not public.',
  'pages.notFound.home': 'Go to Home',

  'pages.certificate.heading': 'Certificate verification',
  'pages.certificate.revoked': 'Revoked',
  'pages.certificate.revokedText': '{reason}. This certificate is no longer valid.',
  'pages.certificate.eventCancelled': 'The event was cancelled',
  'pages.certificate.verified': 'Verified',
  'pages.certificate.verifiedText':
    'This certificate was issued by Matchday and matches its records.',
  'pages.certificate.underReview': 'Under review',
  'pages.certificate.underReviewText':
    "The organiser is correcting this category's results. The certificate is confirmed again once they are final.",
  'pages.certificate.achievement': 'Certificate of achievement',
  'pages.certificate.participation': 'Certificate of participation',
  // {category} and {event} are drawn as emphasis and a link.
  'pages.certificate.placedIn': 'Placed in {category} ({sport}) at {event}.',
  // A place taken without its deciding bout (issue 30): a lone entrant, or a bronze uncontested.
  'pages.certificate.walkover': 'By walkover',
  'pages.certificate.placedInWalkover':
    'Placed by walkover, with no opponent left to play, in {category} ({sport}) at {event}.',
  'pages.certificate.tookPartIn': 'Took part in {category} ({sport}) at {event}.',
  'pages.certificate.date': 'Date',
  'pages.certificate.venue': 'Venue',
  'pages.certificate.organisedBy': 'Organised by',
  'pages.certificate.issued': 'Issued',
  'pages.certificate.code': 'Certificate code',
  'pages.certificate.download': 'Download certificate (PDF)',
  'pages.certificate.viewEvent': 'View the event',
  'pages.certificate.notFound': 'No certificate has this code',
  'pages.certificate.notFoundText':
    'Check the address against the one printed under the certificate’s QR code: every letter counts, capitals too. A certificate that is not found here was not issued by Matchday.',
  'pages.certificate.loadError': 'The certificate could not be checked',
  'pages.certificate.tryAgain': 'Try again',
  'pages.certificate.checking': 'Checking the certificate…',
  'pages.certificate.pageTitle': 'Certificate: {name}, {event}',
  'pages.certificate.pageTitleNotFound': 'Certificate not found',
  'pages.certificate.preview': '{title} in {category} ({sport}) at {event}, {dates}. {standing}',
  'pages.certificate.previewVerified': 'Verified on Matchday.',
  'pages.certificate.previewNotValid': 'Not valid.',
  'pages.certificate.previewNotFound':
    'No certificate has this code. A certificate that is not found here was not issued by Matchday.',
};
