/**
 * The frame of every page: the navbar, its menu, the footer and the language switch. English is
 * the source: its texts are the spec's exact texts where the spec names them (§2).
 */
export default {
  'nav.home': 'Home',
  'nav.about': 'About Us',
  'nav.events': 'Events',
  'nav.contact': 'Contact Us',
  'nav.dashboard': 'Dashboard',
  'nav.login': 'Login',
  'nav.openMenu': 'Open menu',
  'nav.main': 'Main',
  'language.label': 'Language',
  'language.accountHint': 'Your emails, PDFs and WhatsApp messages come in this language.',
  'language.switchTo': 'Read this page in {language}',
  'footer.tagline': 'Where players find their next tournament and organisers fill their brackets.',
  'footer.socialSoon': 'Social channels coming soon',
  'footer.quickLinks': 'Quick links',
  'footer.contact': 'Contact',
  'footer.rights': '© {year} Matchday. All rights reserved.',
  loading: 'Loading',
};
