/**
 * Messages of competition (issue 29): the draws & results page (a category's draw setup, its
 * board of matches, a match's result dialog, the seeding list) and the print-friendly start
 * list. English is the source; the spec's exact texts stay word for word, and so do the shared
 * constants these screens showed (COMPETITION_MSG, FORMAT_LABELS, OUTCOME_LABELS, ordinal(),
 * START_LIST_MSG).
 */
export default {
  // The draws & results page (/app/events/:eventId/competition).
  'competition.page.backToEvent': 'Event page',
  'competition.page.backToCheckIn': 'Check-in',
  'competition.page.heading': 'Draws & results',
  'competition.page.notStaff':
    "You are not on this event's staff. Ask its organiser to add your email as gate staff.",
  'competition.page.tryAgain': 'Try again',
  'competition.page.notFound': 'This event does not exist or has been removed.',
  'competition.page.loadError':
    'We could not load this event. Please check your connection and try again.',
  'competition.page.loadingEvent': 'Loading event',
  'competition.page.noCategories': 'This event has no categories to draw.',
  'competition.page.category': 'Category',
  'competition.page.loadingDraw': 'Loading the draw',

  // FORMAT_LABELS and OUTCOME_LABELS (shared/competition/schemas.ts).
  'competition.format.roundRobin': 'Round robin',
  'competition.format.singleElimination': 'Single elimination',
  'competition.format.doubleElimination': 'Double elimination',
  'competition.format.poolsKnockout': 'Pools, then knockout',
  'competition.format.repechage': 'Single elimination with repechage',
  'competition.format.quarterfinalRepechage': 'Single elimination with quarterfinal repechage',
  'competition.format.doubleBronze': 'Single elimination, two bronzes',
  'competition.format.swiss': 'Swiss system',
  'competition.format.bestOfThree': 'Best of three',
  'competition.format.walkover': 'Walkover',
  // A format in a line, where the host chooses it (issue 30).
  'competition.formatHelp.roundRobin': 'Everyone plays everyone; the table decides the places.',
  'competition.formatHelp.singleElimination': 'Lose once and you are out; the final decides gold.',
  'competition.formatHelp.doubleElimination':
    'Out after two losses: a losers’ side plays its way back to the grand final.',
  'competition.formatHelp.poolsKnockout':
    'Round robin pools, then a knockout of the best of each pool.',
  'competition.formatHelp.repechage':
    'Wrestling: everyone who lost to a finalist wrestles on for two bronzes.',
  'competition.formatHelp.quarterfinalRepechage':
    'Judo: the quarterfinal losers fight on in a repechage for two bronzes.',
  'competition.formatHelp.doubleBronze':
    'Boxing, taekwondo: no bronze match; both semifinal losers take bronze.',
  'competition.formatHelp.swiss':
    'Chess: a set number of rounds, each paired by score, never the same opponent twice.',
  'competition.formatHelp.bestOfThree': 'Two entrants: the first to win two matches takes gold.',
  'competition.formatHelp.walkover':
    'One entrant: declared champion without a match, with gold and a certificate.',
  'competition.outcome.played': 'Played',
  'competition.outcome.walkover': 'Walkover',
  'competition.outcome.disqualification': 'Disqualification',
  'competition.outcome.noShow': 'No-show',

  // A drawn category.
  'competition.board.state.drawn': 'Drawn · no results yet',
  'competition.board.state.running': 'Under way',
  'competition.board.state.final': 'Final',
  'competition.board.seeding.random': 'random draw',
  'competition.board.seeding.manual': 'seeded by hand',
  'competition.board.seeding.previous': 'seeded from earlier results',
  'competition.board.seeding.ranking': 'seeded by ranking points',
  'competition.board.summary':
    '{format} · {count, plural, one {# entrant} other {# entrants}} · {seeding}',
  'competition.board.finalStandings': 'Final standings',
  'competition.board.podiumSoFar': 'Podium so far',
  /** ordinal() of shared/competition/labels.ts: 1st, 2nd, 3rd, 4th… */
  'competition.board.rank': '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  'competition.board.redo': 'Redo the draw',
  'competition.board.conflicts':
    '{count, plural, one {# first-round match pairs two entrants of the same club or school} other {# first-round matches pair two entrants of the same club or school}}: too many of them entered to keep them all apart.',
  'competition.board.knockoutLater': 'The knockout is drawn when every pool match has its result.',
  'competition.board.matches': 'Matches',
  /** The last piece of a match's dialog title: "Semifinals · match 2". */
  'competition.board.matchNumber': 'match {number}',

  // A correction's preview.
  'competition.correction.none': 'No later match changes.',
  'competition.correction.cleared': 'These later results will be cleared:',
  'competition.correction.moved': 'These later matches change:',

  // The draw's settings.
  'competition.options.format': 'Format',
  'competition.options.suggested': '(suggested)',
  'competition.options.tooBig': '(too big for {count})',
  'competition.options.seeding': 'Seeding',
  'competition.options.random': 'Random',
  'competition.options.randomHelp': 'Shuffled; players of one club or school are kept apart.',
  'competition.options.manual': 'By hand',
  'competition.options.manualHelp':
    'Drag the entrants above into order, best first, or move them with the arrows.',
  'competition.options.previous': 'From earlier results',
  'competition.options.previousHelp': 'Best finish in this category first; the rest at random.',
  'competition.options.ranking': 'By ranking points',
  'competition.options.rankingHelp':
    'Most ranking points from earlier events of this sport and category first; the rest at random.',
  'competition.options.bronze': 'Bronze match (third place is played for)',
  'competition.options.grandFinal': 'Grand final',
  'competition.options.grandFinalSimple': 'One match',
  'competition.options.grandFinalDouble': "A second match if the losers' side wins the first",
  'competition.options.pools': 'Pools',
  'competition.options.poolCount': '{count, plural, one {# pool} other {# pools}}',
  'competition.options.advance': 'Go through from each pool',
  'competition.options.advanceWinner': 'The winner',
  'competition.options.advanceTopTwo': 'The top two',
  'competition.options.overs': 'Overs per innings',
  'competition.options.oversRange': 'Overs per innings are a whole number from 1 to {max}',
  'competition.options.oversHelp':
    'Optional: 20 for a T20. A side bowled out counts them all in net run rate.',
  'competition.options.rounds': 'Rounds',
  'competition.options.roundsHelp':
    '{recommended} suggested for {count, plural, one {# entrant} other {# entrants}}; at most {max}.',
  'competition.options.roundsRange': 'Rounds are a whole number from 1 to {max}',

  // A category before its draw (COMPETITION_MSG's texts, with their full stops).
  'competition.setup.eventCancelled': 'This event is cancelled',
  'competition.setup.notOpenYet':
    'Registration has not opened yet: the draws are made once it has closed.',
  'competition.setup.registrationOpen':
    'Registration is still open: close it before making the draw.',
  'competition.setup.registrationOpenWhy':
    'The draw takes the paid entries at that moment, so nobody may register after it.',
  'competition.setup.closeNow': 'Close registration now',
  'competition.setup.madeAgain': 'The draw was made again.',
  'competition.setup.made': 'The draw is made.',
  'competition.setup.redoIntro': 'Redo the draw: it is made again from the entrants below.',
  'competition.setup.notDrawn': 'Not drawn yet.',
  'competition.setup.notDrawnStaff':
    'Not drawn yet: the organiser makes the draw once registration has closed.',
  'competition.setup.loadingEntrants': 'Loading the entrants…',
  'competition.setup.entrants': 'Entrants ({count})',
  'competition.setup.noEntrants': 'Nobody has a paid entry in this category yet.',
  'competition.setup.theDraw': 'The draw',
  'competition.setup.tooFew': 'A draw needs at least one entrant.',
  'competition.setup.makeAgain': 'Make the draw again',
  'competition.setup.make': 'Make the draw',
  'competition.setup.keep': 'Keep this draw',

  // A match's card.
  'competition.match.winner': '(winner)',
  'competition.match.bye': 'Bye',
  'competition.match.toBeDecided': 'To be decided',
  'competition.match.unknownEntrant': 'Unknown entrant',
  'competition.match.byeTitle': 'Match {number} · bye',
  'competition.match.goesThrough': 'Goes straight through',
  'competition.match.title': 'Match {number}',
  'competition.match.versus': 'vs',
  'competition.match.status.resultIn': 'Result in',
  'competition.match.status.draw': 'Draw',
  'competition.match.status.playing': 'Playing',
  'competition.match.status.ready': 'Ready to play',
  'competition.match.status.waiting': 'Waiting for opponents',

  // A match's result and court.
  'competition.result.corrected': 'Result corrected',
  'competition.result.saved': 'Result saved',
  'competition.result.courtSaved': 'Court saved: {court}',
  'competition.result.courtCleared': 'Court cleared',
  'competition.result.inDrawn':
    'Result in: a draw{scored, select, yes { · {score}} other {}}. Change it below to correct it.',
  'competition.result.inWon':
    'Result in: {winner} won{scored, select, yes { · {score}} other {}}. Change it below to correct it.',
  'competition.result.winner': 'Winner',
  'competition.result.draw': 'Draw',
  'competition.result.score': 'Score',
  'competition.result.scoreHelp': 'Points or sets, as on the score sheet',
  'competition.result.outcome': 'Outcome',
  'competition.result.notReady': 'The result can be entered once both opponents are known.',
  'competition.result.court': 'Court or mat',
  'competition.result.saveCourt': 'Save court',
  'competition.result.cancel': 'Cancel',
  'competition.result.save': 'Save result',
  'competition.result.confirmCorrection': 'Confirm correction',
  'competition.result.correct': 'Correct result',

  // A structured score by the sport's scoring (issue 30): sets, goals, innings, points.
  'competition.score.sets': 'Sets',
  'competition.score.set': 'Set {number}',
  'competition.score.addSet': 'Add a set',
  'competition.score.removeSet': 'Remove set {number}',
  'competition.score.goals': 'Goals',
  'competition.score.innings': 'Innings',
  'competition.score.runs': 'Runs',
  'competition.score.wickets': 'Wickets',
  'competition.score.overs': 'Overs',
  'competition.score.oversHelp':
    '{quota, select, none {As overs.balls: 18.2} other {At most {quota}, as overs.balls: 18.2}}',
  'competition.score.points': 'Points',
  'competition.score.decision': 'Decision',
  'competition.score.decision.points': 'Points',
  'competition.score.decision.technical_superiority': 'Technical superiority',
  'competition.score.decision.fall': 'Fall',
  'competition.score.whoWon': 'Who won',
  'competition.score.winnerSets': 'Winner: {name}, {won}–{lost} in sets',
  'competition.score.winnerScore': 'Winner: {name} · {score}',
  'competition.score.level':
    '{draw, select, yes {The score is level: a draw, or choose who won.} other {The score is level: choose who won.}}',
  'competition.score.chooseWinner': 'The score is level: choose who won.',
  'competition.score.outcomeFirst': 'A walkover, no-show or disqualification needs no score.',
  // SCORE_MSG (shared/competition/scores.ts): what is impossible in a score.
  'competition.score.problem.text': 'A score is at most 100 characters',
  'competition.score.problem.sets': 'Enter the points of each set: 1 to 7 sets',
  'competition.score.problem.setPoints': 'Points in a set are whole numbers from 0 to 99',
  'competition.score.problem.setTied': 'A set cannot end level: someone wins each set',
  'competition.score.problem.goals': 'Enter each side’s goals, whole numbers from 0 to 99',
  'competition.score.problem.innings': 'Enter one innings for each side: runs, wickets and overs',
  'competition.score.problem.runs': 'Runs are whole numbers from 0 to 999',
  'competition.score.problem.wickets': 'Wickets are whole numbers from 0 to 10',
  'competition.score.problem.overs':
    'Write overs as overs.balls, with 0 to 5 balls: 18.2 is 18 overs and 2 balls',
  'competition.score.problem.oversOverQuota': 'An innings of this match has at most {quota} overs',
  'competition.score.problem.points': 'Enter each wrestler’s points, whole numbers from 0 to 99',
  'competition.score.problem.decision': 'The decision is points, technical superiority or fall',
  'competition.score.problem.winnerSide': 'The winner is the first or the second wrestler',
  'competition.score.problem.fallNeedsWinner': 'Say who won by fall',
  'competition.score.problem.superiorityLevel':
    'Technical superiority needs one wrestler ahead on points',
  'competition.score.problem.winnerBehind':
    'A bout won on points or by technical superiority goes to the wrestler ahead',

  // The entrants and the seeding by hand.
  'competition.seeding.listSeeded': 'Seeding, best first',
  'competition.seeding.listEntrants': 'Entrants',
  'competition.seeding.moveUp': 'Move {name} up',
  'competition.seeding.moveDown': 'Move {name} down',
  'competition.seeding.drag': 'Drag {name}',
  'competition.seeding.pickedUp': 'Picked up {name}.',
  'competition.seeding.over': '{name} is at seed {seed}.',
  'competition.seeding.droppedAt': '{name} dropped at seed {seed}.',
  'competition.seeding.dropped': '{name} dropped.',
  'competition.seeding.cancelled': 'Moving {name} was cancelled.',
  'competition.seeding.instructions':
    'To pick up an entrant, press space or enter. Use the arrow keys to move it, space or enter to drop it, escape to cancel.',
  'competition.seeding.theEntrant': 'The entrant',
  'competition.seeding.noOrganisation': 'No club or school',

  // The print-friendly start list (/app/events/:eventId/start-list).
  'competition.startList.backToEvent': 'Event page',
  'competition.startList.heading': 'Start list',
  'competition.startList.asOf': 'As of {time} IST',
  'competition.startList.category': 'Category',
  'competition.startList.allCategories': 'All categories',
  'competition.startList.unknownCategory': 'Unknown category',
  'competition.startList.loadingOption': 'Loading…',
  'competition.startList.print': 'Print',
  'competition.startList.tryAgain': 'Try again',
  'competition.startList.forbidden':
    'Only this event’s organiser and admins can see its start list.',
  'competition.startList.notFound': 'This event does not exist or has been removed.',
  /** START_LIST_MSG.unknownCategory, then where to go. */
  'competition.startList.notInEvent':
    'This category is not part of this event. Choose another category above.',
  'competition.startList.loadError':
    'We could not load the start list. Please check your connection and try again.',
  'competition.startList.noCategories': 'This event has no categories yet.',
  /** START_LIST_MSG.bibNote. */
  'competition.startList.bibNote':
    'Bib numbers are given in order of payment, never change, and are printed on each participant’s ticket.',
  'competition.startList.loading': 'Loading the start list',
  'competition.startList.entrants': '{count, plural, one {# entrant} other {# entrants}}',
  'competition.startList.noEntrants': 'No paid entrants in this category yet.',
  'competition.startList.table': 'Start list: {category} (scrolls sideways)',
  'competition.startList.members': 'Members',
  'competition.startList.checkInBox': 'Check-in box',
  'competition.startList.column.bib': 'Bib',
  'competition.startList.column.name': 'Name',
  'competition.startList.column.club': 'Club',
  'competition.startList.column.age': 'Age',
  'competition.startList.column.weight': 'Weight class',
  'competition.startList.column.checkedIn': 'Checked in',
  'competition.startList.column.signature': 'Signature',
};
