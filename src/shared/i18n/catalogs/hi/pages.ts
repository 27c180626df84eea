import type en from '../en/pages';
import type { Translations } from '../types';

export default {
  'pages.exploreEvents': 'इवेंट देखें',
  'pages.browseEvents': 'सभी इवेंट देखें',
  'pages.contactUs': 'संपर्क करें',

  'pages.home.documentTitle': 'Matchday — अपना खेल खोजें',
  'pages.home.kicker': 'पूरे भारत के टूर्नामेंट',
  'pages.home.title': 'अपना खेल खोजें',
  'pages.home.lead':
    'अपने आस-पास के टूर्नामेंट खोजें, अकेले या अपनी टीम के साथ रजिस्ट्रेशन करें, और एक मिनट में ऑनलाइन पेमेंट करें।',
  'pages.home.host': 'टूर्नामेंट करवाएँ',
  'pages.home.featured': 'खास इवेंट',
  'pages.home.featuredText': 'Matchday पर सबसे नए टूर्नामेंट।',
  'pages.home.upcoming': 'आने वाले इवेंट',
  'pages.home.upcomingText': 'अपने सीज़न की तैयारी के लिए और टूर्नामेंट।',
  'pages.home.past': 'पिछले इवेंट',
  'pages.home.pastText': 'खत्म हो चुके टूर्नामेंट और उनके नतीजे।',
  'pages.home.viewAll': 'सभी इवेंट देखें',
  'pages.home.noData': 'कोई जानकारी नहीं मिली',
  'pages.home.refereeTitle': 'अपने मैच के लिए रेफ़री चाहिए?',
  'pages.home.refereeText':
    'WhatsApp पर हमें खेल, तारीख और जगह बताइए, हम आपको आपके पास के किसी सर्टिफ़ाइड रेफ़री या अंपायर से मिलवा देंगे।',
  'pages.home.refereeButton': 'रेफ़री खोजें',
  'pages.home.refereeRequest':
    'नमस्ते Matchday, मुझे एक रेफ़री चाहिए।\nखेल: \nतारीख और समय: \nजगह और शहर: \nलेवल (स्कूल / क्लब / ओपन): ',
  'pages.home.numbers': 'हमारे आँकड़े',
  'pages.home.numbersUsers': 'यूज़र',
  'pages.home.numbersOrganisers': 'आयोजक',
  'pages.home.numbersEvents': 'खेल इवेंट',
  'pages.home.sponsorTitle': 'कल के चैंपियनों को स्पॉन्सर करें',
  'pages.home.sponsorText':
    'पूरे भारत के छोटे-बड़े टूर्नामेंट में हज़ारों खिलाड़ियों और परिवारों तक अपना ब्रांड पहुँचाइए। किट, इनाम, मैदान या टाइटल स्पॉन्सरशिप — आइए बात करें।',
  'pages.home.sponsorButton': 'स्पॉन्सर बनें',

  'pages.about.title': 'Matchday के बारे में',
  'pages.about.lead':
    'Matchday खिलाड़ियों और आयोजकों को एक साथ लाता है: टूर्नामेंट खोजें, अकेले या अपनी टीम के साथ रजिस्ट्रेशन करें, और एक मिनट में ऑनलाइन पेमेंट करें।',
  'pages.about.mission':
    'पूरे भारत में हज़ारों टूर्नामेंट आज भी पोस्टर, फ़ोन कॉल और नकद लिफ़ाफ़ों के भरोसे चलते हैं। हमारा मकसद है कि हर खिलाड़ी को अपना अगला मुकाबला ढूँढने का आसान और सही तरीका मिले, और हर आयोजक को अपने ड्रॉ भरने और समय पर पैसे पाने का भरोसेमंद तरीका — स्कूल की फ़ुटबॉल लीग से लेकर खुले कुश्ती दंगल तक।',
  'pages.about.forPlayers': 'खिलाड़ियों के लिए',
  'pages.about.findTitle': 'टूर्नामेंट खोजें',
  'pages.about.findText':
    'खेल के हिसाब से इवेंट देखें, और तय करने से पहले तारीख, जगह, कैटेगरी और एंट्री फ़ीस जान लें।',
  'pages.about.registerTitle': 'अकेले या टीम के साथ रजिस्ट्रेशन करें',
  'pages.about.registerText':
    'अपनी कैटेगरी चुनें, कप्तान और उप-कप्तान के साथ अपने साथी खिलाड़ी जोड़ें, और बस, आप शामिल हो गए।',
  'pages.about.payTitle': 'सुरक्षित ऑनलाइन पेमेंट करें',
  'pages.about.payText': 'हमारे सुरक्षित पेमेंट पार्टनर से एंट्री फ़ीस ऑनलाइन भरें और अपनी रसीद डाउनलोड करें।',
  'pages.about.forOrganisers': 'आयोजकों के लिए',
  'pages.about.publishTitle': 'अपना इवेंट पब्लिश करें',
  'pages.about.publishText':
    'तारीख, जगह, पोस्टर, इनाम और अपनी कैटेगरी जोड़ें, हर कैटेगरी की अपनी फ़ीस के साथ।',
  'pages.about.openTitle': 'रजिस्ट्रेशन खोलें',
  'pages.about.openText':
    'रजिस्ट्रेशन आपकी तय की हुई तारीखों पर खुलता और बंद होता है; खुलने तक आप इवेंट में बदलाव कर सकते हैं।',
  'pages.about.runTitle': 'मैच का दिन संभालें',
  'pages.about.runText': 'हर कैटेगरी की हर टीम और खिलाड़ी को उनके पेमेंट स्टेटस के साथ, एक ही जगह देखें।',
  'pages.about.values': 'हमारे उसूल',
  'pages.about.clearTitle': 'साफ़ जानकारी',
  'pages.about.clearText': 'पेमेंट से पहले ही तारीख, फ़ीस, योग्यता और इनाम दिखाए जाते हैं।',
  'pages.about.safeTitle': 'सुरक्षित पेमेंट',
  'pages.about.safeText': 'पेमेंट नियमों के तहत चलने वाले गेटवे से होते हैं; हम आपका कार्ड कभी नहीं देखते।',
  'pages.about.sportsTitle': 'हर खेल मायने रखता है',
  'pages.about.sportsText': 'सिर्फ़ क्रिकेट नहीं: फ़ुटबॉल, बैडमिंटन, कुश्ती, एथलेटिक्स और भी बहुत कुछ।',

  'pages.contact.lead':
    'किसी इवेंट, पेमेंट, टूर्नामेंट करवाने या उसे स्पॉन्सर करने के बारे में कोई सवाल है? हमें लिखिए, हम एक कामकाजी दिन के अंदर जवाब देंगे।',
  'pages.contact.formTitle': 'हमें संदेश भेजें',
  'pages.contact.name': 'नाम',
  'pages.contact.email': 'ईमेल',
  'pages.contact.phone': 'फ़ोन नंबर',
  'pages.contact.role': 'आप कौन हैं',
  'pages.contact.chooseRole': 'एक चुनें',
  'pages.contact.rolePlayer': 'खिलाड़ी',
  'pages.contact.roleOrganizer': 'इवेंट आयोजक',
  'pages.contact.roleAcademy': 'अकादमी मालिक',
  'pages.contact.message': 'संदेश',
  'pages.contact.send': 'संदेश भेजें',
  'pages.contact.sentBefore': 'आपका मेल ऐप भेजने के लिए तैयार संदेश के साथ खुल जाना चाहिए। अगर नहीं खुला, तो',
  'pages.contact.sentLink': 'यहाँ संदेश खोलें',
  'pages.contact.sentAfter': 'या {email} पर लिखें।',
  'pages.contact.mailSubject':
    'Matchday पर सवाल{hasRole, select, yes { ({role})} other {}}{hasName, select, yes { — {name}} other {}}',

  'pages.notFound.title': 'पेज नहीं मिला',
  'pages.notFound.description': 'यह पेज Matchday पर नहीं है। इसके बजाय अपने आस-पास के खेल टूर्नामेंट खोजें।',
  'pages.notFound.error': 'एरर 404',
  'pages.notFound.text':
    'यह पेज मैदान से बाहर है: हो सकता है लिंक गलत लिखा हो, या जिस इवेंट का लिंक था वह हटा दिया गया हो या पब्लिक न हो।',
  'pages.notFound.home': 'होम पर जाएँ',

  'pages.certificate.heading': 'सर्टिफ़िकेट की जाँच',
  'pages.certificate.revoked': 'रद्द',
  'pages.certificate.revokedText': '{reason}। यह सर्टिफ़िकेट अब मान्य नहीं है।',
  'pages.certificate.eventCancelled': 'इवेंट रद्द हो गया',
  'pages.certificate.verified': 'सत्यापित',
  'pages.certificate.verifiedText':
    'यह सर्टिफ़िकेट Matchday ने जारी किया है और हमारे रिकॉर्ड से मेल खाता है।',
  'pages.certificate.underReview': 'जाँच चल रही है',
  'pages.certificate.underReviewText':
    'आयोजक इस कैटेगरी के नतीजे ठीक कर रहे हैं। नतीजे पक्के होने पर सर्टिफ़िकेट फिर से पुष्ट होगा।',
  'pages.certificate.achievement': 'उपलब्धि सर्टिफ़िकेट',
  'pages.certificate.participation': 'भागीदारी सर्टिफ़िकेट',
  'pages.certificate.placedIn': '{event} में {category} ({sport}) में स्थान पाया।',
  'pages.certificate.walkover': 'वॉकओवर से',
  'pages.certificate.placedInWalkover':
    '{event} में {category} ({sport}) में वॉकओवर से स्थान पाया: खेलने के लिए कोई प्रतिद्वंद्वी नहीं बचा था।',
  'pages.certificate.tookPartIn': '{event} में {category} ({sport}) में भाग लिया।',
  'pages.certificate.date': 'तारीख',
  'pages.certificate.venue': 'जगह',
  'pages.certificate.organisedBy': 'आयोजक',
  'pages.certificate.issued': 'जारी करने की तारीख',
  'pages.certificate.code': 'सर्टिफ़िकेट कोड',
  'pages.certificate.download': 'सर्टिफ़िकेट डाउनलोड करें (PDF)',
  'pages.certificate.viewEvent': 'इवेंट देखें',
  'pages.certificate.notFound': 'इस कोड का कोई सर्टिफ़िकेट नहीं है',
  'pages.certificate.notFoundText':
    'पता सर्टिफ़िकेट के QR कोड के नीचे छपे पते से मिलाइए: हर अक्षर मायने रखता है, कैपिटल अक्षर भी। जो सर्टिफ़िकेट यहाँ नहीं मिलता, वह Matchday ने जारी नहीं किया है।',
  'pages.certificate.loadError': 'सर्टिफ़िकेट की जाँच नहीं हो सकी',
  'pages.certificate.tryAgain': 'फिर से कोशिश करें',
  'pages.certificate.checking': 'सर्टिफ़िकेट की जाँच हो रही है…',
  'pages.certificate.pageTitle': 'सर्टिफ़िकेट: {name}, {event}',
  'pages.certificate.pageTitleNotFound': 'सर्टिफ़िकेट नहीं मिला',
  'pages.certificate.preview': '{title}: {event}, {dates} — {category} ({sport})। {standing}',
  'pages.certificate.previewVerified': 'Matchday पर सत्यापित।',
  'pages.certificate.previewNotValid': 'मान्य नहीं।',
  'pages.certificate.previewNotFound':
    'इस कोड का कोई सर्टिफ़िकेट नहीं है। जो सर्टिफ़िकेट यहाँ नहीं मिलता, वह Matchday ने जारी नहीं किया है।',
} satisfies Translations<typeof en>;
