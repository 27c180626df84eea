/**
 * A name in each script of India that Matchday's PDFs print, and one in Latin: conjuncts (क्ष,
 * ஷ்), a reph (र्), vowel signs written before their consonant (ि, ে, ൊ), and a chillu (ർ).
 */
export const NAMES_BY_SCRIPT = {
  latin: 'Zoë Fernandes',
  devanagari: 'आरव शर्मा',
  bengali: 'অর্পিতা রায়',
  gurmukhi: 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
  gujarati: 'ધ્રુવ પટેલ',
  oriya: 'ସ୍ୱାତି ମହାନ୍ତି',
  tamil: 'லக்ஷ்மி க்ஷேத்ரா',
  telugu: 'శ్రీనివాస్ రెడ్డి',
  kannada: 'ಕೃಷ್ಣ ಪ್ರಸಾದ್',
  malayalam: 'ശ്രീക്കുട്ടി നായർ',
} as const;
