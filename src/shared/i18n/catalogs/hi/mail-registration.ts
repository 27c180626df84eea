import type en from '../en/mail-registration';
import type { Translations } from '../types';

export default {
  'mail.reg.greeting': 'नमस्ते {name},',
  'mail.reg.dashboard.button': 'अपना डैशबोर्ड खोलें',
  'mail.reg.dashboard.line': 'आपका डैशबोर्ड: {url}',

  'mail.reg.waitlist.subject': 'आपके लिए एक जगह खाली है: {title}',
  'mail.reg.waitlist.heading': 'आपके लिए एक जगह खाली है',
  'mail.reg.waitlist.deadline': '{date}, {time}',
  'mail.reg.waitlist.opened':
    '{title} की {category} कैटेगरी में एक जगह खाली हुई है, और यह {until} तक {name} के लिए रखी गई है।',
  'mail.reg.waitlist.accept':
    'अपने डैशबोर्ड से इसे स्वीकार करें और रजिस्ट्रेशन पक्का करने के लिए पेमेंट करें। अगर आप समय पर स्वीकार नहीं करते, तो यह जगह वेटिंग लिस्ट में अगले व्यक्ति को मिल जाएगी।',
  'mail.reg.waitlist.button': 'जगह स्वीकार करें',
  'mail.reg.waitlist.openedText':
    '{title} की {category} कैटेगरी में एक जगह खाली हुई है, जो {until} तक {name} के लिए रखी गई है।',
  'mail.reg.waitlist.acceptAt': 'अपने डैशबोर्ड से इसे स्वीकार करें: {url}',

  'mail.reg.switch.subject': 'कैटेगरी बदल गई: {title}',
  'mail.reg.switch.moved': '{title} के लिए आपका रजिस्ट्रेशन {from} से {to} में बदल दिया गया है।',
  'mail.reg.switch.paid': 'आपने {amount} का अंतर चुका दिया है।',
  'mail.reg.switch.refunded':
    '{amount} का अंतर उसी अकाउंट में रिफ़ंड किया जा रहा है जिससे आपने पेमेंट किया था।',
  'mail.reg.switch.same': 'कीमत वही है, इसलिए कोई लेन-देन नहीं होगा।',
  'mail.reg.transfer.offered.subject': 'आपको एक जगह ऑफ़र की गई है: {title}',
  'mail.reg.transfer.offered.body':
    '{from} {title} की {category} कैटेगरी में अपना पेमेंट किया हुआ रजिस्ट्रेशन आपको देना चाहते हैं।',
  'mail.reg.transfer.offered.accept':
    'रजिस्ट्रेशन बंद होने से पहले अपने डैशबोर्ड से इसे स्वीकार करें; आप कैटेगरी के नियमों में आते हैं या नहीं, यह अपने-आप जाँच लिया जाएगा। आपसे कोई पैसा नहीं लिया जाएगा।',
  'mail.reg.transfer.asked.subject': 'रजिस्ट्रेशन सौंपने का ऑफ़र भेजा गया: {title}',
  'mail.reg.transfer.asked.body':
    'हमने {to} ({email}) से {title} की {category} कैटेगरी में आपका रजिस्ट्रेशन स्वीकार करने को कहा है। जब तक वे स्वीकार नहीं करते, रजिस्ट्रेशन आपका ही रहेगा।',
  'mail.reg.transfer.yours.subject': 'यह जगह अब आपकी है: {title}',
  'mail.reg.transfer.yours.body':
    'अब आप {title} की {category} कैटेगरी में रजिस्टर्ड हैं। यह रजिस्ट्रेशन अपनी रसीद के साथ आपके डैशबोर्ड पर है।',
  'mail.reg.transfer.done.subject': 'रजिस्ट्रेशन सौंप दिया गया: {title}',
  'mail.reg.transfer.done.body':
    '{to} ने {title} की {category} कैटेगरी में आपका रजिस्ट्रेशन स्वीकार कर लिया है। अब यह आपका नहीं है; कोई लेन-देन नहीं हुआ है।',

  'mail.reg.cancel.subject': 'आपका रजिस्ट्रेशन रद्द हो गया: {title}',
  'mail.reg.cancel.subjectEvent': 'इवेंट रद्द: {title}',
  'mail.reg.cancel.heading': 'रजिस्ट्रेशन रद्द हुआ',
  'mail.reg.cancel.eventCancelled':
    'आयोजक ने {title} रद्द कर दिया है, इसलिए {category} में आपका रजिस्ट्रेशन रद्द हो गया है।',
  'mail.reg.cancel.hostRemoved': 'आयोजक ने {title} की {category} कैटेगरी से आपका रजिस्ट्रेशन हटा दिया है।',
  'mail.reg.cancel.asked':
    'आपके कहने पर {title} की {category} कैटेगरी में आपका रजिस्ट्रेशन रद्द कर दिया गया है।',
  'mail.reg.cancel.note': 'आयोजक ने लिखा: {note}',
  'mail.reg.cancel.refund':
    '{amount} का रिफ़ंड उसी अकाउंट में भेजा जा रहा है जिससे आपने पेमेंट किया था। बैंक आम तौर पर 5 से 7 वर्किंग डे लेते हैं; रिफ़ंड हो जाने पर हम आपको फिर से लिखेंगे।',
  'mail.reg.cancel.noRefund': 'इस रजिस्ट्रेशन पर कोई रिफ़ंड नहीं बनता।',
  'mail.reg.refund.madeSubject': 'रिफ़ंड हो गया: {amount}',
  'mail.reg.refund.delayedSubject': 'रिफ़ंड में देरी: {amount}',
  'mail.reg.refund.madeHeading': 'रिफ़ंड हो गया',
  'mail.reg.refund.delayedHeading': 'रिफ़ंड में देरी',
  'mail.reg.refund.made':
    '{title} की {category} कैटेगरी के लिए आपका {amount} का रिफ़ंड कर दिया गया है (रेफ़रेंस {reference})। यह 5 से 7 वर्किंग डे में आपके अकाउंट में पहुँच जाएगा।',
  'mail.reg.refund.delayed':
    '{title} की {category} कैटेगरी के लिए आपका {amount} का रिफ़ंड पेमेंट प्रोवाइडर नहीं कर सका। हमारी टीम को इसकी जानकारी दे दी गई है और वह इसे खुद करेगी; आपको कुछ करने की ज़रूरत नहीं है।',

  'mail.reg.team.detail.captain': 'कप्तान',
  'mail.reg.team.detail.starts': 'शुरुआत',
  'mail.reg.team.invite.subject': '{title} के लिए {team} से जुड़ें',
  'mail.reg.team.invite.heading': 'आपको एक टीम में खेलने का न्योता मिला है',
  'mail.reg.team.invite.body':
    '{captain} ने आपको {title} की {category} कैटेगरी में {team} के लिए खेलने का न्योता दिया है।',
  'mail.reg.team.invite.how':
    'अपने Matchday अकाउंट से जुड़ने के लिए लिंक खोलें (या इसी पते, {email}, से नया अकाउंट बनाएँ); जुड़ते समय कैटेगरी के उम्र, लिंग और वज़न के नियमों से आपकी जाँच होगी। टीम का कोड {code} है।',
  'mail.reg.team.invite.button': 'टीम से जुड़ें',
  'mail.reg.team.incomplete.subject': 'टीम लिस्ट अधूरी लॉक हुई: {team}',
  'mail.reg.team.incomplete.heading': 'एक टीम की लिस्ट अधूरी लॉक हुई',
  'mail.reg.team.incomplete.summary':
    '{team} में {size} में से {joined} सदस्य हैं और इसकी टीम लिस्ट अब लॉक हो गई है ({since} IST से)।',
  'mail.reg.team.incomplete.captainNext':
    'अब सिर्फ़ आयोजक टीम लिस्ट बदल सकते हैं: अगर आपकी टीम अब भी पूरी हो सकती है, तो उनसे संपर्क करें।',
  'mail.reg.team.incomplete.hostNext':
    'आप टीम के पेज से अब भी इसके सदस्य जोड़ या हटा सकते हैं, या रजिस्ट्रेशन हटा सकते हैं।',
  'mail.reg.team.incomplete.button': 'टीम खोलें',
  'mail.reg.share.what': '{event} में {category}',
  'mail.reg.share.confirmed.subject': '{team} पक्की हो गई',
  'mail.reg.share.confirmed.heading': 'टीम पक्की हो गई',
  'mail.reg.share.confirmed.body': '{team} का पेमेंट हो गया है और {what} में उसकी जगह पक्की है।',
  'mail.reg.share.confirmed.ticket': 'वेन्यू पर चेक-इन के QR कोड वाला आपका अपना टिकट आपके डैशबोर्ड पर है।',
  'mail.reg.share.ended.subject': '{team} समय पर पूरी नहीं हुई',
  'mail.reg.share.ended.heading': 'टीम समय पर पूरी नहीं हुई',
  'mail.reg.share.ended.body':
    '{what} में {team} की जगह अब नहीं रही। टीम समय पर पूरी नहीं हुई: चुकाया गया हर हिस्सा वापस कर दिया गया है।',
  'mail.reg.share.ended.refund':
    'आपके हिस्से के {amount} उसी खाते में वापस भेजे जा रहे हैं जिससे आपने पेमेंट किया था। बैंक आमतौर पर 5 से 7 कामकाजी दिन लेते हैं।',
  'mail.reg.share.ended.nothing': 'आपका हिस्सा चुकाया नहीं गया था, इसलिए आपसे कुछ नहीं लिया गया।',
  'mail.reg.share.ended.again': 'जब तक रजिस्ट्रेशन खुला है, टीम फिर से अपने हिस्से चुकाना शुरू कर सकती है।',
} satisfies Translations<typeof en>;
