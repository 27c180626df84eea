import type en from '../en/shell';
import type { Translations } from '../types';

export default {
  'nav.home': 'होम',
  'nav.about': 'हमारे बारे में',
  'nav.events': 'इवेंट',
  'nav.contact': 'संपर्क करें',
  'nav.dashboard': 'डैशबोर्ड',
  'nav.login': 'लॉग इन',
  'nav.openMenu': 'मेन्यू खोलें',
  'nav.main': 'मुख्य',
  'language.label': 'भाषा',
  'language.accountHint': 'आपके ईमेल, PDF और WhatsApp मैसेज इसी भाषा में आएँगे।',
  'language.switchTo': 'यह पेज {language} में पढ़ें',
  'footer.tagline': 'जहाँ खिलाड़ी अपना अगला टूर्नामेंट ढूँढते हैं और आयोजक अपने ब्रैकेट भरते हैं।',
  'footer.socialSoon': 'सोशल चैनल जल्द आ रहे हैं',
  'footer.quickLinks': 'क्विक लिंक',
  'footer.contact': 'संपर्क',
  'footer.rights': '© {year} Matchday. सर्वाधिकार सुरक्षित।',
  loading: 'लोड हो रहा है',
} satisfies Translations<typeof en>;
