import type en from '../en/teams';
import type { Translations } from '../types';

export default {
  'teams.genericError': 'कोई गड़बड़ी हुई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'teams.loading': 'टीम लोड हो रही है',
  'teams.joinedOf': '{size} में से {joined} जुड़े',
  'teams.youJoined': 'आप {team} में जुड़ गए हैं',
  'teams.status':
    '{kind, select, cancelled {रद्द} paid {पेमेंट हो गया} incomplete {लॉक पर अधूरी} locked {लॉक} complete {पूरी} other {बन रही है {joined}/{size}}}',

  'teams.confirm.keep': 'रहने दें',

  'teams.invite.declined': 'आपने {team} का न्योता ठुकरा दिया',
  'teams.invite.join': 'जुड़ें',
  'teams.invite.decline': 'मना करें',
  'teams.invite.fromCaptain': '{captain} ने आपको {team} के लिए खेलने का न्योता दिया है।',
  'teams.invite.invited': 'आपको {team} के लिए खेलने का न्योता मिला है।',
  'teams.invite.dependant': 'अपनी जगह परिवार के सदस्य को जोड़ना है?',

  'teams.inviteForm.label': 'ईमेल से न्योता भेजें',
  'teams.inviteForm.email': 'खिलाड़ी का ईमेल',
  'teams.inviteForm.hint': 'हम उन्हें जुड़ने का लिंक ईमेल करेंगे',
  'teams.inviteForm.send': 'न्योता भेजें',
  'teams.inviteForm.sent': '{email} को न्योता भेज दिया गया',

  'teams.roster.you': '{name} (आप)',
  'teams.roster.role': '{role, select, Captain {कप्तान} other {उप-कप्तान}}',
  'teams.roster.status':
    '{status, select, invited {न्योता भेजा} joined {जुड़ गए} declined {मना किया} other {हटाए गए}}',
  'teams.roster.share': 'हिस्सा: {share, select, paid {पेमेंट हो गया} pending {बाकी} other {—}}',
  'teams.roster.removed': '{name} अब टीम में नहीं हैं',
  'teams.roster.madeVice': '{name} अब उप-कप्तान हैं',
  'teams.roster.makeVice': 'उप-कप्तान बनाएँ',
  'teams.roster.makeViceLabel': '{name} को उप-कप्तान बनाएँ',
  'teams.roster.remove': 'हटाएँ',
  'teams.roster.removeLabel': '{name} को हटाएँ',
  'teams.roster.removeTitle': '{name} को हटाएँ?',
  'teams.roster.withdrawInvite': 'उनका न्योता वापस ले लिया जाएगा।',
  'teams.roster.removeRefunded': 'वे टीम से हट जाएँगे और उनके दिए हिस्से का पैसा रिफ़ंड होगा।',
  'teams.roster.removeLoses': 'वे टीम से हट जाएँगे और टीम में उनकी जगह चली जाएगी।',

  'teams.share.subject': '{event} के लिए {team} में जुड़ें',
  'teams.share.copied': 'लिंक कॉपी हो गया',
  'teams.share.notCopied': 'लिंक कॉपी नहीं हो सका। ऊपर से लिंक चुनकर कॉपी कर लें।',
  'teams.share.noSheet': 'शेयर करने का विकल्प नहीं खुल सका। लिंक कॉपी कर लें।',
  'teams.share.code': 'जुड़ने का कोड',
  'teams.share.link': 'जुड़ने का लिंक',
  'teams.share.copy': 'लिंक कॉपी करें',
  'teams.share.whatsApp': 'WhatsApp पर भेजें',
  'teams.share.more': 'शेयर करें…',

  'teams.start.formLabel': 'टीम बनाएँ',
  'teams.start.notOpen': 'इस इवेंट के लिए रजिस्ट्रेशन खुला नहीं है',
  'teams.start.yourTeam': 'आपकी टीम',
  'teams.start.intro':
    'आप इसके कप्तान हैं। आगे आपको शेयर करने के लिए लिंक मिलेगा और आप खिलाड़ियों को ईमेल से न्योता भेज सकेंगे; हर खिलाड़ी अपने अकाउंट से जुड़ता है।',
  'teams.start.teamName': 'टीम का नाम',
  'teams.start.weight': 'आपका वज़न (kg)',
  'teams.start.weightClass': 'यह वर्ग {min}–{max} kg के लिए है',
  'teams.start.weightRequired': 'वज़न डालना ज़रूरी है',
  'teams.start.free': 'कोई पेमेंट नहीं देना है।',
  'teams.start.splitNote': 'अभी कुछ नहीं देना है: हर खिलाड़ी टीम के पेज से {price} का बराबर हिस्सा देगा।',
  'teams.start.captainNote': 'अभी कुछ नहीं देना है: जब आप तैयार हों, टीम के पेज से पूरी टीम के {price} दें।',
  'teams.start.button': 'टीम बनाएँ',
  'teams.start.started': '{team} बन गई: अब अपने खिलाड़ियों को जोड़ें',

  'teams.entry.checking': 'आपकी टीमें देखी जा रही हैं',
  'teams.entry.onTeam':
    'आप {category} में एक टीम में हैं। टीम के पेज पर खिलाड़ियों की लिस्ट, शेयर करने का लिंक और पेमेंट है।',
  'teams.entry.paysFromPage': 'आपकी टीम अपने पेज से पेमेंट करती है।',
  'teams.entry.open': 'अपनी टीम खोलें',

  'teams.summary.heading': 'सारांश',
  'teams.summary.free': 'मुफ़्त',

  'teams.mode.legend': 'आप अपनी टीम कैसे जोड़ेंगे?',
  'teams.mode.start': 'टीम बनाएँ और खिलाड़ियों को न्योता दें',
  'teams.mode.startHint': 'आप कप्तान होंगे; खिलाड़ी आपके शेयर किए लिंक से अपने अकाउंट के साथ जुड़ेंगे।',
  'teams.mode.details': 'हर खिलाड़ी की जानकारी अभी भरें',
  'teams.mode.detailsHint': 'आप पूरी टीम की जानकारी भरते हैं और आज ही पेमेंट करते हैं।',

  'teams.payment.sharePaid': 'आपके हिस्से का पेमेंट हो गया है।',
  'teams.payment.received': 'पेमेंट मिल गया: टीम का पेमेंट हो गया है।',
  'teams.payment.confirmed': 'टीम का पेमेंट हो गया है: हर सदस्य को उसका टिकट मिल गया है।',
  'teams.payment.split':
    'हर खिलाड़ी {price} का बराबर हिस्सा देता है। {size} में से {paid} हिस्सों का पेमेंट हो गया।',
  'teams.payment.held':
    'टीम की जगह {date} तक रोकी गई है; अगर तब तक टीम पूरी नहीं हुई और उसका पेमेंट नहीं हुआ, तो दिए गए हिस्से रिफ़ंड कर दिए जाएँगे।',
  'teams.payment.payShare': 'अपना हिस्सा {amount} दें',
  'teams.payment.captain': 'कप्तान पूरी टीम के लिए {price} देता है, सबके जुड़ने से पहले या बाद में।',
  'teams.payment.payTeam': 'टीम के लिए {price} दें',

  'teams.joinDetails.event': 'इवेंट',
  'teams.joinDetails.eventDate': 'इवेंट की तारीख',
  'teams.joinDetails.category': 'कैटेगरी',
  'teams.joinDetails.captain': 'कप्तान',
  'teams.joinDetails.players': 'खिलाड़ी',
  'teams.joinDetails.youPay': 'आपको देना है',
  'teams.joinDetails.yourShare': 'आपका हिस्सा {amount}',
  'teams.joinDetails.captainPays': 'कुछ नहीं: कप्तान टीम का पेमेंट करता है',

  'teams.join.heading': 'टीम में जुड़ें',
  'teams.join.title': '{team} में जुड़ें',
  'teams.join.codeNotFound': 'इस कोड की कोई टीम नहीं है। लिंक जाँचें या अपने कप्तान से नया लिंक माँगें',
  'teams.join.rosterLocked': 'टीम लिस्ट लॉक हो चुकी है: अब सिर्फ़ होस्ट इसे बदल सकते हैं',
  'teams.join.teamFull': 'यह टीम भर चुकी है: इसमें {max} सदस्य हो सकते हैं',
  'teams.join.alreadyMember': 'आप पहले से इस टीम के सदस्य हैं।',
  'teams.join.openTeam': 'टीम खोलें',
  'teams.join.onlyPlayers':
    'टीम में सिर्फ़ खिलाड़ी जुड़ सकते हैं। आपने {role, select, Admin {एडमिन} Host {होस्ट} Participant {खिलाड़ी} other {मेहमान}} के रूप में साइन इन किया है।',
  'teams.join.formLabel': 'टीम में जुड़ें',
  'teams.join.yourWeight': 'आपका वज़न (kg)',
  'teams.join.theirWeight': 'उनका वज़न (kg)',
  'teams.join.weightHint': 'इस कैटेगरी में वज़न के वर्ग हैं',
  'teams.join.weightRequired': 'इस कैटेगरी में टीम से जुड़ने के लिए आपका वज़न ज़रूरी है',
  'teams.join.button': '{team} में जुड़ें',

  'teams.who.legend': 'कौन खेलेगा?',
  'teams.who.me': 'मैं ({name})',

  'teams.leave.button': 'टीम छोड़ें',
  'teams.leave.title': '{team} छोड़ें?',
  'teams.leave.refunded': 'आप टीम छोड़ देंगे और आपके दिए हिस्से का पैसा रिफ़ंड होगा।',
  'teams.leave.text': 'आप टीम छोड़ देंगे; कप्तान आपको फिर से न्योता भेज सकते हैं।',
  'teams.leave.done': 'आपने {team} छोड़ दी',

  'teams.header.withSubstitutes': '(सब्स्टीट्यूट के साथ {max} तक)',
  'teams.header.captain': 'कप्तान {name}',
  'teams.header.locked': 'टीम लिस्ट {date} को लॉक हो गई: अब सिर्फ़ होस्ट इसे बदल सकते हैं।',
  'teams.header.locks': 'टीम लिस्ट {date} को लॉक होगी।',

  'teams.page.dashboard': 'डैशबोर्ड',
  'teams.page.heading': 'टीम',
  'teams.page.tryAgain': 'फिर से कोशिश करें',
  'teams.page.forbidden': 'यह पेज टीम के सदस्यों और इवेंट के होस्ट के लिए है। जुड़ने का लिंक कप्तान से माँगें।',
  'teams.page.notFound': 'यह टीम मौजूद नहीं है या हटा दी गई है।',
  'teams.page.cancelled': 'इस टीम का रजिस्ट्रेशन रद्द कर दिया गया है।',
  'teams.page.incomplete':
    'टीम लिस्ट {size} में से {joined} सदस्यों के साथ लॉक हुई। अब टीम का क्या होगा, यह होस्ट तय करेंगे।',
  'teams.page.payment': 'पेमेंट',
  'teams.page.bringIn': 'अपने खिलाड़ियों को जोड़ें',
  'teams.page.roster': 'खिलाड़ियों की लिस्ट',
} satisfies Translations<typeof en>;
