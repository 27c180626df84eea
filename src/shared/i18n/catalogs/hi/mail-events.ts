import type en from '../en/mail-events';
import type { Translations } from '../types';

export default {
  'mail.ev.greeting': 'नमस्ते {name},',

  'mail.ev.changed.subject': 'बदलाव: {title}',
  'mail.ev.changed.heading': 'आपके रजिस्टर किए इवेंट में बदलाव हुआ है',
  'mail.ev.changed.intro':
    'आपने जिस इवेंट {title} के लिए रजिस्टर किया है, उसके आयोजक ने उसकी जानकारी बदल दी है:',
  'mail.ev.changed.change': '{label}: {to} (पहले {from})',
  'mail.ev.changed.date': 'तारीख',
  'mail.ev.changed.time': 'समय',
  'mail.ev.changed.venue': 'स्थान',
  'mail.ev.changed.notSet': 'तय नहीं',
  'mail.ev.changed.stays':
    'आपका रजिस्ट्रेशन जैसा था वैसा ही रहेगा। अगर आप अब भाग नहीं ले सकते, तो कृपया आयोजक से संपर्क करें।',
  'mail.ev.changed.button': 'इवेंट देखें',
  'mail.ev.changed.linkLine': 'इवेंट देखें: {link}',
  'mail.ev.changed.footer':
    'Matchday · आपको यह ईमेल इसलिए मिला है क्योंकि आपने इस इवेंट के लिए रजिस्टर किया है।',

  'mail.ev.cert.subject': '{count, plural, one {आपका सर्टिफ़िकेट} other {आपके सर्टिफ़िकेट}}: {title}',
  'mail.ev.cert.heading': '{count, plural, one {आपका सर्टिफ़िकेट तैयार है} other {आपके सर्टिफ़िकेट तैयार हैं}}',
  'mail.ev.cert.intro':
    '{event} की {category} कैटेगरी के नतीजे तय हो गए हैं। {count, plural, one {आपका सर्टिफ़िकेट तैयार है: इसे नीचे से PDF के रूप में डाउनलोड करें।} other {आपके सर्टिफ़िकेट तैयार हैं: इन्हें नीचे से PDF के रूप में डाउनलोड करें।}}',
  'mail.ev.cert.after':
    'हर सर्टिफ़िकेट पर एक QR कोड और उसके सार्वजनिक जाँच पेज का लिंक होता है, ताकि आप जिसे भी इसे दिखाएँ, वह जाँच सके कि यह असली है।',
  'mail.ev.cert.download': 'सर्टिफ़िकेट डाउनलोड करें (PDF)',
  'mail.ev.cert.verify': 'अपना सर्टिफ़िकेट जाँचें',
  'mail.ev.cert.dashboard': 'इन्हें अपने डैशबोर्ड पर देखें',
  'mail.ev.cert.pdfLine': 'PDF: {url}',
  'mail.ev.cert.verifyLine': 'जाँचें: {url}',
  'mail.ev.cert.footer':
    'Matchday · आपको यह ईमेल इसलिए मिला क्योंकि आपने Matchday पर एक इवेंट के लिए रजिस्टर किया।',

  'mail.ev.gate.subject': 'गेट पर आपकी ड्यूटी: {title}',
  'mail.ev.gate.heading': 'गेट पर आपकी ड्यूटी',
  'mail.ev.gate.asked':
    'Matchday पर एक इवेंट के आयोजक ने आपसे उसका गेट सँभालने को कहा है: खिलाड़ियों का चेक-इन करना और उनका वज़न लेना।',
  'mail.ev.gate.signIn':
    'इसी ईमेल पते ({email}) से Matchday में साइन इन करें, या इससे नया खाता बनाएँ, फिर अपने फ़ोन पर चेक-इन पेज खोलें।',
  'mail.ev.gate.button': 'चेक-इन पेज खोलें',
  'mail.ev.gate.event': 'इवेंट',
  'mail.ev.gate.organiser': 'आयोजक',

  'mail.ev.suspended.subject': 'आपका Matchday होस्ट खाता सस्पेंड कर दिया गया है',
  'mail.ev.suspended.heading': 'आपका होस्ट खाता सस्पेंड है',
  'mail.ev.suspended.body': 'एक एडमिन ने आपका Matchday होस्ट खाता सस्पेंड कर दिया है।',
  'mail.ev.suspended.bodyFor':
    'एक एडमिन ने {organisation} के लिए आपका Matchday होस्ट खाता सस्पेंड कर दिया है।',
  'mail.ev.suspended.meanwhile':
    'सस्पेंड रहने तक आप न लॉग इन कर सकते हैं, न इवेंट बना या पब्लिश कर सकते हैं। आपके पहले से पब्लिश किए गए इवेंट तब तक दिखते रहेंगे जब तक कोई एडमिन उन्हें अनपब्लिश न करे, और मौजूदा रजिस्ट्रेशन बने रहेंगे।',
  'mail.ev.suspended.mistake':
    'अगर आपको लगता है कि यह गलती से हुआ है, तो {support} पर जवाब दें, हम इसकी जाँच करेंगे।',
  'mail.ev.suspended.reason': 'कारण',
  'mail.ev.unsuspended.subject': 'आपका Matchday होस्ट खाता फिर से चालू है',
  'mail.ev.unsuspended.heading': 'आपका होस्ट खाता फिर से चालू है',
  'mail.ev.unsuspended.body':
    'आपका Matchday होस्ट खाता फिर से चालू हो गया है। आप पहले की तरह लॉग इन कर सकते हैं और इवेंट बना व पब्लिश कर सकते हैं।',
  'mail.ev.unsuspended.questions': 'कोई सवाल हो तो {support} पर लिखें।',
  'mail.ev.unsuspended.button': 'लॉग इन करें',
  'mail.ev.unsuspended.linkLine': 'लॉग इन करें: {link}',
  'mail.ev.suspension.footer':
    'Matchday · आपको यह ईमेल इसलिए मिला है क्योंकि एक एडमिन ने आपके खाते की स्थिति बदली है।',

  'mail.ev.wa.categoryAt': '{event} की {category} कैटेगरी',
  'mail.ev.wa.until': '{date}, {time}',
  'mail.ev.wa.noReason': 'कोई कारण नहीं बताया गया',
} satisfies Translations<typeof en>;
