import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

/**
 * The WhatsApp template messages Matchday sends (issue 29), in one place: each name and body as
 * registered with Meta (category Utility), with `{{1}}`, `{{2}}` … for its body parameters, in
 * the order `params` names them (Meta refuses a body that starts or ends with one). Each is
 * registered in every language under the same name (Meta keeps a template's translations under
 * its name, told apart by language code); a message goes out in its reader's language. The server
 * fills the parameters when it queues a message; the outbox (`npm run outbox`) shows the filled
 * text.
 */
/** The languages a template is registered in (Meta's codes: ours). */
export type WhatsAppLanguage = Language;

export const WHATSAPP_TEMPLATES = {
  registration_confirmed: {
    params: ['name', 'event', 'when', 'venue', 'ticket'],
    body: {
      en: 'Hi {{1}}, you are registered for {{2}} on {{3}} at {{4}}. Show your ticket at the check-in: {{5}} See you on the field!',
      hi: 'नमस्ते {{1}}, {{2}} के लिए आपका रजिस्ट्रेशन हो गया है: {{3}}, {{4}}। चेक-इन पर अपना टिकट दिखाएँ: {{5}} मैदान पर मिलते हैं!',
    },
  },
  event_changed: {
    params: ['name', 'event', 'changes', 'link'],
    body: {
      en: 'Hi {{1}}, the organiser of {{2}} has changed its details: {{3}}. Your registration stays as it is. See the event: {{4}} If you can no longer take part, please contact the organiser.',
      hi: 'नमस्ते {{1}}, {{2}} के आयोजक ने इसकी जानकारी बदली है: {{3}}। आपका रजिस्ट्रेशन जैसा था वैसा ही है। इवेंट देखें: {{4}} अगर आप अब भाग नहीं ले सकते, तो कृपया आयोजक से संपर्क करें।',
    },
  },
  event_cancelled: {
    params: ['name', 'event', 'reason', 'link'],
    body: {
      en: 'Hi {{1}}, {{2}} has been cancelled by its organiser: {{3}}. Your registration is cancelled and any fee you paid is refunded in full. Details: {{4}} We hope to see you at another event.',
      hi: 'नमस्ते {{1}}, {{2}} को इसके आयोजक ने रद्द कर दिया है: {{3}}। आपका रजिस्ट्रेशन रद्द हो गया है और आपकी दी हुई पूरी फ़ीस वापस की जाएगी। जानकारी: {{4}} उम्मीद है किसी और इवेंट में आपसे मिलेंगे।',
    },
  },
  waitlist_offer: {
    params: ['name', 'place', 'for', 'until', 'link'],
    body: {
      en: 'Hi {{1}}, a place has opened in {{2}} and it is held for {{3}} until {{4}}. Accept it and pay to confirm: {{5}} If you do not, it goes to the next person waiting.',
      hi: 'नमस्ते {{1}}, {{2}} में एक जगह खाली हुई है और {{3}} के लिए {{4}} तक रखी गई है। पक्का करने के लिए इसे स्वीकार करें और पेमेंट करें: {{5}} ऐसा न करने पर यह वेटिंग लिस्ट में अगले व्यक्ति को मिलेगी।',
    },
  },
  certificates_ready: {
    params: ['name', 'event', 'certificate', 'results'],
    body: {
      en: 'Hi {{1}}, the results of {{2}} are final and your certificate is ready: {{3}} See the results: {{4}} Well played!',
      hi: 'नमस्ते {{1}}, {{2}} के नतीजे तय हो गए हैं और आपका सर्टिफ़िकेट तैयार है: {{3}} नतीजे देखें: {{4}} बहुत बढ़िया खेले!',
    },
  },
} as const satisfies Record<
  string,
  { params: readonly string[]; body: Record<WhatsAppLanguage, string> }
>;

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;
/** A template's parameters by name, e.g. `{ name, event, when, venue, ticket }`. */
export type WhatsAppParams<T extends WhatsAppTemplateName> = Record<
  (typeof WHATSAPP_TEMPLATES)[T]['params'][number],
  string
>;

const isWhatsAppTemplate = (name: string): name is WhatsAppTemplateName =>
  Object.hasOwn(WHATSAPP_TEMPLATES, name);

/**
 * One parameter as WhatsApp takes it: a single line (no new lines or tabs, no run of more than
 * four spaces, which the Cloud API refuses), at most `max` characters, never empty.
 */
export function whatsAppParam(value: string, max = 400): string {
  const line = value.replace(/\s+/g, ' ').trim();
  const cut = line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
  return cut || '-';
}

/** A template's parameters in their `{{n}}` order. */
export function orderedParams<T extends WhatsAppTemplateName>(
  template: T,
  params: WhatsAppParams<T>,
): string[] {
  const names: readonly string[] = WHATSAPP_TEMPLATES[template].params;
  return names.map((name) => whatsAppParam((params as Record<string, string>)[name] ?? ''));
}

/**
 * The text a recipient reads: the body in their language with `{{n}}` replaced by the n-th
 * parameter.
 */
export function fillTemplate(
  template: string,
  params: readonly string[],
  language: string = DEFAULT_LANGUAGE,
): string {
  const bodies = isWhatsAppTemplate(template) ? WHATSAPP_TEMPLATES[template].body : null;
  const body = bodies ? bodies[isLanguage(language) ? language : DEFAULT_LANGUAGE] : null;
  if (body === null) return `[${template}] ${params.join(' | ')}`;
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}
