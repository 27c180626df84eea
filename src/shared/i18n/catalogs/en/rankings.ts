/**
 * Messages of the public ranking page (issue 30): ranking points per sport and category, and the
 * results page's link to a category's ranking. Every public page carries these: few and short.
 */
export default {
  'rankings.page.title': 'Rankings · Matchday',
  'rankings.page.heading': 'Rankings',
  'rankings.page.intro': 'Points from Matchday events, by sport and category.',
  'rankings.field.sport': 'Sport',
  'rankings.field.category': 'Category',
  'rankings.chooseSport': 'Choose a sport to see its rankings.',
  'rankings.chooseCategory': 'Choose a category.',
  'rankings.noCategories': 'This sport has no categories yet.',
  'rankings.loading': 'Loading the ranking…',
  'rankings.error': 'The ranking could not be loaded.',
  'rankings.retry': 'Try again',
  'rankings.rule': 'Points per place: {places}. Events finished in the last 12 months count.',
  'rankings.place': '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  'rankings.placePoints': '{place} {points}',
  'rankings.empty': 'No one has ranking points in {category} yet.',
  'rankings.table.caption': '{sport} · {category}',
  'rankings.table.rank': 'Rank',
  'rankings.table.name': 'Name',
  'rankings.table.points': 'Points',
  'rankings.table.events': 'Events',
  'rankings.table.bestPlace': 'Best place',
  'rankings.link': 'Ranking',
};
