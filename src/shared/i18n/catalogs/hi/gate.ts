import type en from '../en/gate';
import type { Translations } from '../types';

export default {
  'gate.checkIn.heading': 'चेक-इन',
  'gate.checkIn.drawsResults': 'ड्रॉ और नतीजे',
  'gate.checkIn.forbidden': 'आप इस इवेंट के गेट स्टाफ़ में नहीं हैं। आयोजक से कहें कि आपका ईमेल गेट स्टाफ़ में जोड़ दें।',
  'gate.checkIn.pending':
    '{count, plural, one {# स्कैन कनेक्शन का इंतज़ार कर रहा है।} other {# स्कैन कनेक्शन का इंतज़ार कर रहे हैं।}}',
  'gate.checkIn.flagged': 'सिंक में रुका: {label}: {error}',
  'gate.checkIn.scannedTicket': 'स्कैन किया गया टिकट',
  'gate.checkIn.ticketCode': 'टिकट कोड',
  'gate.checkIn.check': 'जाँचें',
  'gate.checkIn.checkedIn': 'चेक-इन हो चुके',
  'gate.checkIn.noShows': '{count} अनुपस्थित',
  'gate.checkIn.out': '{count} बाहर',
  'gate.checkIn.progressLabel': '{category} में चेक-इन',
  'gate.checkIn.search': 'नाम, ईमेल, फ़ोन या टीम से खोजें',
  'gate.checkIn.weighList': 'वज़न जाँच की सूची',

  'gate.result.checkedIn': 'चेक-इन हो गया',
  'gate.result.already': 'पहले ही चेक-इन हो चुका है',
  'gate.result.queued': 'इस फ़ोन में सेव हुआ',
  'gate.result.refused': 'मान्य नहीं',
  'gate.team': 'टीम {team}',
  'gate.result.paid': 'पेमेंट हो चुका',
  'gate.result.alreadyAt': '{time} बजे {by} ने पहले ही चेक-इन किया',
  'gate.result.queuedText': '{label}: कनेक्शन लौटते ही भेज दिया जाएगा।',
  'gate.result.undo': 'वापस लें',

  'gate.camera.label': 'कैमरा',
  'gate.camera.unavailable': 'यहाँ कैमरा उपलब्ध नहीं है: नीचे नाम से खोजें, या टिकट कोड टाइप करें।',

  'gate.entry.out': 'बाहर · {reason}',
  'gate.entry.noShow': 'अनुपस्थित',
  'gate.entry.inAt': '{time} बजे अंदर',
  'gate.entry.checkIn': 'चेक-इन करें',

  'gate.noShows.button': 'अनुपस्थित मार्क करें',
  'gate.noShows.title': 'अनुपस्थित मार्क करें?',
  'gate.noShows.text':
    '{count, plural, one {# रजिस्ट्रेशन का चेक-इन नहीं हुआ है।} other {# रजिस्ट्रेशन का चेक-इन नहीं हुआ है।}} इन्हें अनुपस्थित मार्क किया जाएगा ताकि ड्रॉ शुरू हो सके। इनका पेमेंट बना रहेगा, और देर से आने वाले का चेक-इन अब भी हो सकता है।',
  'gate.noShows.notYet': 'अभी नहीं',
  'gate.noShows.done':
    '{count, plural, one {# रजिस्ट्रेशन अनुपस्थित मार्क हुआ।} other {# रजिस्ट्रेशन अनुपस्थित मार्क हुए।}}',

  'gate.weight.limits':
    '{kind, select, between {{min}–{max} kg} from {{min} kg से} upTo {{max} kg तक} other {कोई सीमा नहीं}}',
  'gate.weight.kg': '{weight} kg',
  'gate.weight.outside': '{weight} kg · सीमा से बाहर',
  'gate.weight.weighAgain': 'फिर से वज़न करें',
  'gate.weight.weighIn': 'वज़न करें',
  'gate.weight.move': 'दूसरी कैटेगरी में भेजें',
  'gate.weight.didNotMakeWeight': 'वज़न सीमा में नहीं',
  'gate.weight.isOut': '{name} बाहर: वज़न सीमा में नहीं था।',
  'gate.weight.within': '{name}: {weight} kg, सीमा के अंदर।',
  'gate.weight.outsideToast': '{name}: {weight} kg, {limits} की सीमा से बाहर है।',
  'gate.weight.label': 'वज़न (kg)',
  'gate.weight.help': 'एक दशमलव तक, जैसा तराज़ू दिखाए',
  'gate.weight.save': 'सेव करें',
  'gate.weight.cancel': 'रद्द करें',
  'gate.move.title': '{name} की कैटेगरी बदलें',
  'gate.move.intro':
    'मापा गया वज़न {weight} kg। इस इवेंट की वे कैटेगरी जिनमें यह वज़न आता है; एंट्री फ़ीस जितनी दी थी, उतनी ही रहेगी।',
  'gate.move.none': 'इस इवेंट की कोई और कैटेगरी {weight} kg के लिए नहीं है।',
  'gate.move.placesOpen': 'जगहें खुली हैं',
  'gate.move.placesLeft': '{count, plural, one {# जगह बाकी} other {# जगहें बाकी}}',
  'gate.move.moved': '{name} को {category} में भेज दिया गया।',

  'gate.staff.heading': 'इवेंट का दिन',
  'gate.staff.intro': 'गेट पर फ़ोन से खिलाड़ियों का चेक-इन करें; ऑनलाइन हों या नहीं।',
  'gate.staff.open': 'चेक-इन खोलें',
  'gate.staff.staff': 'गेट स्टाफ़',
  'gate.staff.remove': 'गेट से हटाएँ',
  'gate.staff.removeLabel': '{email} को गेट से हटाएँ',
  'gate.staff.onlyYou': 'अभी सिर्फ़ आप हैं।',
  'gate.staff.email': 'उनका ईमेल',
  'gate.staff.emailHelp': 'वे इसी ईमेल से साइन इन करके सिर्फ़ गेट तक पहुँच पाएँगे, और कहीं नहीं।',
  'gate.staff.invite': 'इनवाइट करें',
  'gate.staff.invited': '{email} अब इस इवेंट का गेट चला सकते हैं।',

  'gate.ticket.title': '{count, plural, one {टिकट} other {टिकट}}',
  'gate.ticket.showAtGate': 'इसे गेट पर दिखाएँ',
  'gate.ticket.qrAlt': '{name} के टिकट का QR कोड',
  'gate.ticket.bib': 'बिब {bib}',
  'gate.ticket.openPage': 'टिकट पेज खोलें',
} satisfies Translations<typeof en>;
