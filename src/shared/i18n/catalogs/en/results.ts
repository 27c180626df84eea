/**
 * Messages of results (issue 29): the public live results page (its heading, the live chip, the
 * categories, brackets, pools, podium and medal table). English is the source; the spec's exact
 * texts stay word for word. Every public page carries these, so they stay few and short. The
 * format, draw state and outcome names repeat pages/results/results-labels.ts's.
 */
export default {
  'results.page.title': 'Results · {title} · Matchday',
  'results.page.heading': 'Results',
  'results.page.eventDetails': 'Event details',
  'results.page.noCategories': 'This event has no categories.',
  'results.page.medalTable': 'Medal table',
  'results.page.upNext': 'Up next',
  'results.playingNow': 'Playing now',

  'results.live.connecting': 'Connecting…',
  'results.live.live': 'Live',
  'results.live.reconnecting': 'Reconnecting…',
  'results.live.offline': 'Offline',
  'results.live.final': 'Final results',

  'results.nav.category': 'Category',
  'results.nav.categories': 'Categories',
  'results.nav.show': 'Show',
  'results.nav.notDrawn': 'not drawn yet',
  'results.nav.inProgress': 'in progress',

  'results.format.round_robin': 'Round robin',
  'results.format.single_elimination': 'Single elimination',
  'results.format.double_elimination': 'Double elimination',
  'results.format.pools_knockout': 'Pools, then knockout',
  'results.state.drawn': 'Drawn',
  'results.state.running': 'In progress',
  'results.state.final': 'Final',
  'results.outcome.walkover': 'Walkover',
  'results.outcome.disqualification': 'Disqualification',
  'results.outcome.no_show': 'No-show',

  'results.category.notDrawn':
    'The draw for {name} has not been made yet. Brackets and results appear here as soon as the organiser makes it.',
  'results.category.podium': 'Podium',
  'results.category.podiumOf': '{name} podium',
  'results.category.knockoutLater':
    'The knockout is drawn when every pool has finished: {advance, plural, =1 {the winner of each pool goes through.} other {the top {advance} of each pool go through.}}',
  'results.category.table': 'Table',

  'results.match.upNext': 'Up next',
  'results.match.bye': 'Bye',
  'results.match.tbd': 'To be decided',
  'results.match.winnerMark': 'W',
  'results.match.winner': '(winner)',
  'results.match.vs': 'vs',
  'results.match.played': 'played',

  'results.pool.name': 'Name',
  'results.pool.played': 'P',
  'results.pool.playedLong': 'Played',
  'results.pool.won': 'W',
  'results.pool.wonLong': 'Won',
  'results.pool.drawn': 'D',
  'results.pool.drawnLong': 'Drawn',
  'results.pool.lost': 'L',
  'results.pool.lostLong': 'Lost',
  'results.pool.points': 'Pts',
  'results.pool.pointsLong': 'Points',

  'results.medal.gold': 'Gold',
  'results.medal.silver': 'Silver',
  'results.medal.bronze': 'Bronze',
  'results.medals.organisation': 'Organisation',
  'results.medals.total': 'Total',
  'results.podium.place': '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  'results.placement.label': '{place} place / {medal}',
  'results.placement.participation': 'Participation',
  // The names of groups and rounds (shared/competition/labels.ts BRACKET_WORDS).
  'results.round.pool': 'Pool {letter}',
  'results.round.table': 'Table',
  'results.round.winnersSide': "Winners' side",
  'results.round.losersSide': "Losers' side",
  'results.round.grandFinal': 'Grand final',
  'results.round.final': 'Final',
  'results.round.thirdPlace': 'Third place',
  'results.round.mainDraw': 'Main draw',
  'results.round.bronzeMatch': 'Bronze match',
  'results.round.grandFinalN': 'Grand final {n}',
  'results.round.winnersFinal': "Winners' final",
  'results.round.semifinals': 'Semifinals',
  'results.round.quarterfinals': 'Quarterfinals',
  'results.round.losersFinal': "Losers' final",
  'results.round.round': 'Round {n}',
  'results.round.winnersRound': 'Winners’ {round}',
  'results.round.losersRound': 'Losers’ {round}',
};
