import type en from '../en/event';
import type { Translations } from '../types';

export default {
  'event.allEvents': 'सभी इवेंट',
  'event.posterOf': '{title} का पोस्टर',
  'event.fact.date': 'इवेंट की तारीख',
  'event.fact.registration': 'रजिस्ट्रेशन का समय',
  'event.fact.timings': 'समय',
  'event.fact.venue': 'स्थान',
  'event.fact.organiser': 'आयोजक',
  'event.entryFee': 'एंट्री फ़ीस',
  'event.participate': 'अभी भाग लें',
  'event.results': 'नतीजे',
  'event.liveResults': 'लाइव नतीजे',
  'event.categories': 'कैटेगरी',
  'event.refundPolicy': 'रिफ़ंड के नियम',
  'event.cancelledRefund': 'आयोजक ने यह इवेंट रद्द कर दिया है: जमा की गई हर एंट्री फ़ीस पूरी वापस की जाएगी।',
  'event.rewards': 'इनाम',
  'event.about': 'इस इवेंट के बारे में',

  'event.noCategories': 'कोई कैटेगरी उपलब्ध नहीं है',
  'event.placesLeft': '{count, plural, one {# जगह बाकी} other {# जगहें बाकी}}',
  'event.soldOut': 'सभी जगहें भर गईं',
  'event.noEntryFee': 'कोई एंट्री फ़ीस नहीं',
  'event.perTeam': 'प्रति टीम',
  'event.perPlayer': 'प्रति खिलाड़ी',

  'event.banner.opens': 'रजिस्ट्रेशन {date} से शुरू होगा!',
  'event.banner.closed': 'रजिस्ट्रेशन अब बंद हो गया है!',
  'event.banner.results': 'नतीजे घोषित हो गए हैं!',
  'event.cancelled': 'यह इवेंट रद्द कर दिया गया है',
  'event.cancelReason': 'कारण: {reason}',

  'event.load.loading': 'इवेंट लोड हो रहा है',
  'event.load.notFound': 'इवेंट नहीं मिला',
  'event.load.title': 'इवेंट की जानकारी',
  'event.load.notFoundText': 'यह इवेंट मौजूद नहीं है या हटा दिया गया है।',
  'event.load.error': 'यह इवेंट लोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'event.load.tryAgain': 'फिर से कोशिश करें',
  'event.load.back': 'सभी इवेंट पर वापस जाएँ',

  'event.actions.label': 'इवेंट के विकल्प',
  'event.actions.map': 'नक्शा',
  'event.actions.mapLabel': 'स्थान का नक्शा (Google Maps नए टैब में खुलेगा)',
  'event.actions.calendar': 'कैलेंडर',
  'event.actions.calendarLabel': 'कैलेंडर में जोड़ें (.ics फ़ाइल)',
  'event.actions.share': 'शेयर',
  'event.actions.contact': 'संपर्क',

  'event.share.copyLink': 'लिंक कॉपी करें',
  'event.share.whatsApp': 'WhatsApp पर भेजें',
  'event.share.copied': 'लिंक कॉपी हो गया',
  'event.share.notCopied': 'लिंक कॉपी नहीं हो सका। ऊपर एड्रेस बार से कॉपी कर लें।',

  'event.contact.title': 'आयोजक से संपर्क करें',
  'event.contact.intro':
    '{title} के बारे में आपका संदेश ईमेल से {organiser} को जाएगा। वे यहाँ दिए गए आपके ईमेल पर जवाब देंगे।',
  'event.contact.name': 'आपका नाम',
  'event.contact.email': 'आपका ईमेल',
  'event.contact.message': 'संदेश',
  'event.contact.messageHelp': '10 से 2000 अक्षर',
  'event.contact.honeypot': 'इसे खाली छोड़ें',
  'event.contact.cancel': 'रद्द करें',
  'event.contact.send': 'संदेश भेजें',
  'event.contact.sent': 'आपका संदेश आयोजक को भेज दिया गया है',

  'event.close.button': 'रजिस्ट्रेशन बंद करें',
  'event.close.confirmTitle': 'अभी रजिस्ट्रेशन बंद करें?',
  'event.close.confirmText':
    'इसके बाद {title} के लिए कोई रजिस्टर नहीं कर पाएगा। ड्रॉ में अभी तक की भुगतान हो चुकी एंट्री ही ली जाएँगी।',
  'event.close.keepOpen': 'खुला रहने दें',
  'event.close.done': 'रजिस्ट्रेशन बंद हो गया: अब आप ड्रॉ बना सकते हैं।',

  'event.edit': 'इवेंट एडिट करें',
} satisfies Translations<typeof en>;
