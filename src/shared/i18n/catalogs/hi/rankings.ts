import type en from '../en/rankings';
import type { Translations } from '../types';

export default {
  'rankings.page.title': 'रैंकिंग · Matchday',
  'rankings.page.heading': 'रैंकिंग',
  'rankings.page.intro': 'Matchday इवेंट से मिले अंक, खेल और कैटेगरी के हिसाब से।',
  'rankings.field.sport': 'खेल',
  'rankings.field.category': 'कैटेगरी',
  'rankings.chooseSport': 'रैंकिंग देखने के लिए खेल चुनें।',
  'rankings.chooseCategory': 'कैटेगरी चुनें।',
  'rankings.noCategories': 'इस खेल में अभी कोई कैटेगरी नहीं है।',
  'rankings.loading': 'रैंकिंग लोड हो रही है…',
  'rankings.error': 'रैंकिंग लोड नहीं हो सकी।',
  'rankings.retry': 'फिर से कोशिश करें',
  'rankings.rule': 'हर स्थान के अंक: {places}। पिछले 12 महीनों में पूरे हुए इवेंट गिने जाते हैं।',
  'rankings.place':
    '{place, selectordinal, =1 {पहला} =2 {दूसरा} =3 {तीसरा} =4 {चौथा} =6 {छठा} other {#वां}}',
  'rankings.placePoints': '{place} {points}',
  'rankings.empty': '{category} में अभी किसी के रैंकिंग अंक नहीं हैं।',
  'rankings.table.caption': '{sport} · {category}',
  'rankings.table.rank': 'रैंक',
  'rankings.table.name': 'नाम',
  'rankings.table.points': 'अंक',
  'rankings.table.events': 'इवेंट',
  'rankings.table.bestPlace': 'सबसे अच्छा स्थान',
  'rankings.link': 'रैंकिंग',
} satisfies Translations<typeof en>;
