import type en from '../en/ticket';
import type { Translations } from '../types';

export default {
  'ticket.page.heading': 'टिकट',
  'ticket.page.title': 'टिकट · {name} · {event}',
  'ticket.page.titleNotFound': 'टिकट नहीं मिला',
  'ticket.page.loading': 'टिकट लोड हो रहा है…',
  'ticket.page.loadError': 'टिकट लोड नहीं हो सका',
  'ticket.page.tryAgain': 'फिर से कोशिश करें',
  'ticket.page.notFound': 'टिकट नहीं मिला',
  'ticket.page.notFoundText': 'इस कोड का कोई टिकट नहीं है। लिंक जाँचें, या अपने डैशबोर्ड से अपना टिकट खोलें।',
  'ticket.page.browseEvents': 'इवेंट देखें',

  'ticket.status.valid': 'मान्य',
  'ticket.status.validText': 'स्थान पर चेक-इन के समय यह QR कोड दिखाएँ।',
  'ticket.status.checkedIn': 'चेक-इन हो चुका',
  'ticket.status.checkedInText': '{at} को चेक-इन हुआ।',
  'ticket.status.cancelled': 'रद्द',
  'ticket.status.cancelledText': 'यह रजिस्ट्रेशन रद्द हो गया है: यह टिकट अब मान्य नहीं है।',

  'ticket.dateRange': '{start} से {end} तक',
  'ticket.fact.date': 'तारीख',
  'ticket.fact.time': 'समय',
  'ticket.fact.venue': 'स्थान',
  'ticket.fact.holder': 'खिलाड़ी',
  'ticket.fact.category': 'कैटेगरी',
  'ticket.fact.team': 'टीम',
  'ticket.fact.bib': 'बिब',
  'ticket.fact.code': 'टिकट कोड',
  'ticket.openMap': 'मैप में खोलें',
  'ticket.qrAlt': '{name} के टिकट का QR कोड',
  'ticket.download': 'टिकट डाउनलोड करें (PDF)',
  'ticket.viewEvent': 'इवेंट देखें',
  'ticket.addToHome': 'होम स्क्रीन पर जोड़ें',
  'ticket.addToHomeHint':
    'इस टिकट को पास रखने के लिए, अपने ब्राउज़र के मेन्यू में “होम स्क्रीन पर जोड़ें” (Add to Home screen) चुनें।',
} satisfies Translations<typeof en>;
