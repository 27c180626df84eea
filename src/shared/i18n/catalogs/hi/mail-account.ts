import type en from '../en/mail-account';
import type { Translations } from '../types';

export default {
  'mail.account.greeting': 'नमस्ते {name},',
  'mail.account.verify.subject': 'अपना Matchday ईमेल सत्यापित करें',
  'mail.account.verify.heading': 'अपना ईमेल सत्यापित करें',
  'mail.account.verify.welcome':
    'Matchday में आपका स्वागत है! अपना खाता चालू करने के लिए कृपया अपने ईमेल पते की पुष्टि करें।',
  'mail.account.verify.valid': 'यह लिंक 24 घंटे तक मान्य है।',
  'mail.account.verify.button': 'ईमेल सत्यापित करें',
  'mail.account.verify.linkLine': 'अपना ईमेल सत्यापित करें: {link}',
  'mail.account.resetOtp.subject': 'आपका Matchday पासवर्ड रीसेट कोड',
  'mail.account.resetOtp.heading': 'आपका पासवर्ड रीसेट कोड',
  'mail.account.resetOtp.code': 'आपका Matchday पासवर्ड रीसेट कोड {otp} है।',
  'mail.account.resetOtp.valid': 'यह 10 मिनट तक मान्य है और एक ही बार इस्तेमाल हो सकता है।',
  'mail.account.resetLink.subject': 'अपना Matchday पासवर्ड रीसेट करें',
  'mail.account.resetLink.heading': 'अपना पासवर्ड रीसेट करें',
  'mail.account.resetLink.body':
    'नया पासवर्ड चुनने के लिए नीचे दिया लिंक खोलें। यह 30 मिनट तक मान्य है और एक ही बार इस्तेमाल हो सकता है।',
  'mail.account.resetLink.button': 'पासवर्ड रीसेट करें',
  'mail.account.resetLink.linkLine': 'अपना पासवर्ड रीसेट करें: {link}',
  'mail.account.changeLink.subject': 'अपने नए Matchday ईमेल की पुष्टि करें',
  'mail.account.changeLink.heading': 'अपने नए ईमेल की पुष्टि करें',
  'mail.account.changeLink.body':
    'आपने अपने Matchday खाते के लिए {email} इस्तेमाल करने को कहा है। पुष्टि के लिए नीचे दिया लिंक खोलें; तब तक आपका खाता मौजूदा पता ही रखेगा।',
  'mail.account.changeLink.valid': 'यह लिंक 24 घंटे तक मान्य है और एक ही बार इस्तेमाल हो सकता है।',
  'mail.account.changeLink.button': 'नए ईमेल की पुष्टि करें',
  'mail.account.changeLink.linkLine': 'अपने नए ईमेल की पुष्टि करें: {link}',
  'mail.account.changeNotice.subject': 'आपका Matchday ईमेल बदला जा रहा है',
  'mail.account.changeNotice.heading': 'आपका ईमेल बदला जा रहा है',
  'mail.account.changeNotice.body':
    'आपके Matchday खाते में साइन इन किसी व्यक्ति ने उसका ईमेल पता {email} करने को कहा है। जब तक नए पते पर भेजा गया लिंक नहीं खुलता, यही पता लागू रहेगा।',
  'mail.account.changeNotice.notYou':
    'अगर यह आपने नहीं किया, तो अभी अपना पासवर्ड बदलें (इससे बाकी सभी साइन आउट हो जाते हैं) और {support} पर लिखें।',
  'mail.account.changeNotice.button': 'अपना पासवर्ड बदलें',
  'mail.account.changeNotice.linkLine': 'अपना पासवर्ड बदलें: {link}',
  'mail.contact.subject': '{title} के बारे में {sender} का संदेश',
  'mail.contact.heading': 'आपके इवेंट के बारे में एक संदेश',
  'mail.contact.intro': '{sender} ने Matchday के ज़रिए {title} के बारे में आपको संदेश भेजा है:',
  'mail.contact.after':
    '{sender} को जवाब देने के लिए इस ईमेल का जवाब दें। Matchday ने आपका ईमेल पता उनसे साझा नहीं किया है; आपके जवाब देने पर वे उसे देखेंगे।',
  'mail.contact.reply': 'जवाब दें',
  'mail.contact.message': 'संदेश',
  'mail.contact.from': 'भेजने वाले',
  'mail.contact.event': 'इवेंट',
  'mail.contact.seeEvent': 'इवेंट देखें',
  'mail.contact.seeEventLine': 'इवेंट देखें: {link}',
  'mail.contact.footer':
    'Matchday · आपको यह ईमेल इसलिए मिला है क्योंकि किसी ने Matchday पर आपके इवेंट के बारे में आपको लिखा है।',
} satisfies Translations<typeof en>;
