import type en from '../en/mail-toolkit';
import type { Translations } from '../types';

export default {
  'mail.tk.greeting': 'नमस्ते {name},',

  'mail.tk.message.subjectLine': 'विषय: {subject}',
  'mail.tk.message.host.subject': 'आयोजक का संदेश: {subject}',
  'mail.tk.message.host.heading': 'आयोजक का संदेश',
  'mail.tk.message.host.intro': '{organiser} ने Matchday के ज़रिए {title} के प्रतिभागियों को लिखा है:',
  'mail.tk.message.host.button': 'इवेंट देखें',
  'mail.tk.message.host.footer':
    'Matchday · आपको यह ईमेल इसलिए मिला क्योंकि आपने Matchday पर {title} के लिए रजिस्टर किया है। यह संदेश आयोजक ने लिखा है; उन्हें जवाब देने के लिए इसी ईमेल का जवाब दें ({email})।',
  'mail.tk.message.admin.subject': 'Matchday की ओर से आयोजकों को: {subject}',
  'mail.tk.message.admin.heading': 'Matchday की ओर से संदेश',
  'mail.tk.message.admin.intro': 'Matchday टीम ने सभी आयोजकों को लिखा है:',
  'mail.tk.message.admin.footer':
    'Matchday · आपको यह ईमेल इसलिए मिला क्योंकि आप Matchday पर इवेंट आयोजित करते हैं। Matchday टीम को जवाब देने के लिए इसी ईमेल का जवाब दें ({email})।',

  'mail.tk.rem.clockAndDay':
    '{day, select, today {आज ({date}) {time} IST} tomorrow {कल ({date}) {time} IST} other {{date}, {time} IST}}',
  'mail.tk.rem.forWhom': '{who, select, dependant {{competitor} के लिए } other {}}{category} कैटेगरी',
  'mail.tk.rem.why.started':
    'आपको यह रिमाइंडर इसलिए मिला क्योंकि आपने Matchday पर {title} के लिए रजिस्ट्रेशन शुरू किया था; आयोजक ये रिमाइंडर बंद कर सकते हैं।',
  'mail.tk.rem.why.registered':
    'आपको यह रिमाइंडर इसलिए मिला क्योंकि आपने Matchday पर {title} के लिए रजिस्टर किया है; आयोजक ये रिमाइंडर बंद कर सकते हैं।',
  'mail.tk.rem.why.waitlist':
    'आपको यह रिमाइंडर इसलिए मिला क्योंकि आप Matchday पर {title} की वेटिंग लिस्ट में शामिल हुए हैं; आयोजक ये रिमाइंडर बंद कर सकते हैं।',

  'mail.tk.rem.payment.subject': 'आपके रजिस्ट्रेशन का पेमेंट अभी बाकी है: {title}',
  'mail.tk.rem.payment.heading': 'आपका रजिस्ट्रेशन पेमेंट का इंतज़ार कर रहा है',
  'mail.tk.rem.payment.started':
    'आपने {title} में {forWhom} में रजिस्ट्रेशन शुरू किया था, लेकिन उसका पेमेंट अभी नहीं हुआ है। पेमेंट पूरा होते ही आपकी जगह पक्की हो जाएगी।',
  'mail.tk.rem.payment.closes': 'रजिस्ट्रेशन {when} पर बंद हो जाएगा। उसके बाद पेमेंट नहीं किया जा सकेगा।',
  'mail.tk.rem.payment.button': 'पेमेंट पूरा करें',

  'mail.tk.rem.closing.subject':
    'रजिस्ट्रेशन {day, select, today {आज} tomorrow {कल} other {{date} को}} बंद हो रहा है: {title}',
  'mail.tk.rem.closing.heading': 'रजिस्ट्रेशन जल्द बंद हो रहा है',
  'mail.tk.rem.closing.closes': '{title} के लिए रजिस्ट्रेशन {when} पर बंद हो जाएगा।',
  'mail.tk.rem.closing.started':
    'आपने {forWhom} में रजिस्ट्रेशन शुरू किया था, लेकिन उसे पूरा नहीं किया। भाग लेने के लिए रजिस्ट्रेशन बंद होने से पहले पेमेंट पूरा करें।',
  'mail.tk.rem.closing.button': 'अपना रजिस्ट्रेशन पूरा करें',

  'mail.tk.rem.before.subject': 'दो दिन बाद मिलते हैं: {title}',
  'mail.tk.rem.before.heading': 'आपका इवेंट दो दिन बाद है',
  'mail.tk.rem.before.soon': '{title} दो दिन बाद है: {when}। आप {forWhom} में रजिस्टर्ड हैं।',
  'mail.tk.rem.before.ticket':
    'वेन्यू पर चेक-इन के समय अपने टिकट का QR कोड दिखाएँ। स्थान और उसका मैप नीचे दिया गया है।',
  'mail.tk.rem.before.button': 'अपना टिकट देखें',

  'mail.tk.rem.waitlist.subject':
    'आपकी जगह {day, select, today {आज} tomorrow {कल} other {{date} को}} {time} तक रखी गई है: {title}',
  'mail.tk.rem.waitlist.heading': 'वेटिंग लिस्ट से मिला आपका ऑफ़र जल्द खत्म हो रहा है',
  'mail.tk.rem.waitlist.held':
    'आपकी जगह {until} तक रखी गई है। {title} की {category} कैटेगरी में {who, select, dependant {{competitor} के लिए} other {आपको}} एक जगह ऑफ़र की गई थी, जिसे अभी स्वीकार नहीं किया गया है।',
  'mail.tk.rem.waitlist.accept':
    'अपने डैशबोर्ड से इसे स्वीकार करें और रजिस्ट्रेशन पक्का करने के लिए पेमेंट करें। अगर आप ऐसा नहीं करते, तो यह जगह वेटिंग लिस्ट में अगले व्यक्ति को मिल जाएगी।',
  'mail.tk.rem.waitlist.heldUntil': 'ऑफ़र की समय-सीमा',
  'mail.tk.rem.waitlist.button': 'जगह स्वीकार करें',
} satisfies Translations<typeof en>;
