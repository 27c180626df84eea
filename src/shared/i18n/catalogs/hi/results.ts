import type en from '../en/results';
import type { Translations } from '../types';

export default {
  'results.page.title': 'नतीजे · {title} · Matchday',
  'results.page.heading': 'नतीजे',
  'results.page.eventDetails': 'इवेंट की जानकारी',
  'results.page.noCategories': 'इस इवेंट में कोई कैटेगरी नहीं है।',
  'results.page.medalTable': 'पदक तालिका',
  'results.page.upNext': 'अगले मैच',
  'results.playingNow': 'अभी खेला जा रहा है',

  'results.live.connecting': 'कनेक्ट हो रहा है…',
  'results.live.live': 'लाइव',
  'results.live.reconnecting': 'फिर से कनेक्ट हो रहा है…',
  'results.live.offline': 'ऑफ़लाइन',
  'results.live.final': 'अंतिम नतीजे',

  'results.nav.category': 'कैटेगरी',
  'results.nav.categories': 'कैटेगरी',
  'results.nav.show': 'दिखाएँ',
  'results.nav.notDrawn': 'ड्रॉ अभी नहीं हुआ',
  'results.nav.inProgress': 'जारी है',

  'results.format.round_robin': 'राउंड रॉबिन',
  'results.format.single_elimination': 'सिंगल एलिमिनेशन',
  'results.format.double_elimination': 'डबल एलिमिनेशन',
  'results.format.pools_knockout': 'पूल, फिर नॉकआउट',
  'results.state.drawn': 'ड्रॉ हो गया',
  'results.state.running': 'जारी है',
  'results.state.final': 'पूरा हुआ',
  'results.outcome.walkover': 'वॉकओवर',
  'results.outcome.disqualification': 'अयोग्य घोषित',
  'results.outcome.no_show': 'नहीं आए',

  'results.category.notDrawn':
    '{name} का ड्रॉ अभी नहीं हुआ है। आयोजक के ड्रॉ बनाते ही ब्रैकेट और नतीजे यहाँ दिखेंगे।',
  'results.category.podium': 'पोडियम',
  'results.category.podiumOf': '{name} का पोडियम',
  'results.category.knockoutLater':
    'सभी पूल खत्म होने पर नॉकआउट का ड्रॉ होगा: {advance, plural, =1 {हर पूल का विजेता आगे जाएगा।} other {हर पूल के टॉप {advance} आगे जाएँगे।}}',
  'results.category.table': 'तालिका',

  'results.match.upNext': 'अगला',
  'results.match.bye': 'बाई',
  'results.match.tbd': 'तय होना बाकी',
  'results.match.winnerMark': 'जीत',
  'results.match.winner': '(विजेता)',
  'results.match.vs': 'बनाम',
  'results.match.played': 'खेला गया',

  'results.pool.name': 'नाम',
  'results.pool.played': 'मैच',
  'results.pool.playedLong': 'खेले गए मैच',
  'results.pool.won': 'जीत',
  'results.pool.wonLong': 'जीते',
  'results.pool.drawn': 'ड्रॉ',
  'results.pool.drawnLong': 'ड्रॉ रहे',
  'results.pool.lost': 'हार',
  'results.pool.lostLong': 'हारे',
  'results.pool.points': 'अंक',
  'results.pool.pointsLong': 'अंक',

  'results.medal.gold': 'गोल्ड',
  'results.medal.silver': 'सिल्वर',
  'results.medal.bronze': 'ब्रॉन्ज़',
  'results.medals.organisation': 'संस्था',
  'results.medals.total': 'कुल',
  'results.podium.place': '{rank, selectordinal, =1 {पहला} =2 {दूसरा} =3 {तीसरा} other {#वाँ}}',
  'results.placement.label': '{place} स्थान / {medal}',
  'results.placement.participation': 'प्रतिभागिता',
} satisfies Translations<typeof en>;
