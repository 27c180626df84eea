/**
 * The WhatsApp template messages Matchday sends (issue 29), in one place: each name and body as
 * registered with Meta (category Utility), with `{{1}}`, `{{2}}` … for its body parameters, in
 * the order `params` names them (Meta refuses a body that starts or ends with one). The server fills the parameters when it queues a message; the
 * outbox (`npm run outbox`) shows the filled text. English now; a Hindi variant of each
 * (language 'hi') is registered under the same name later.
 */
export const WHATSAPP_TEMPLATES = {
  registration_confirmed: {
    params: ['name', 'event', 'when', 'venue', 'ticket'],
    body: 'Hi {{1}}, you are registered for {{2}} on {{3}} at {{4}}. Show your ticket at the check-in: {{5}} See you on the field!',
  },
  event_changed: {
    params: ['name', 'event', 'changes', 'link'],
    body: 'Hi {{1}}, the organiser of {{2}} has changed its details: {{3}}. Your registration stays as it is. See the event: {{4}} If you can no longer take part, please contact the organiser.',
  },
  event_cancelled: {
    params: ['name', 'event', 'reason', 'link'],
    body: 'Hi {{1}}, {{2}} has been cancelled by its organiser: {{3}}. Your registration is cancelled and any fee you paid is refunded in full. Details: {{4}} We hope to see you at another event.',
  },
  waitlist_offer: {
    params: ['name', 'place', 'for', 'until', 'link'],
    body: 'Hi {{1}}, a place has opened in {{2}} and it is held for {{3}} until {{4}}. Accept it and pay to confirm: {{5}} If you do not, it goes to the next person waiting.',
  },
  certificates_ready: {
    params: ['name', 'event', 'certificate', 'results'],
    body: 'Hi {{1}}, the results of {{2}} are final and your certificate is ready: {{3}} See the results: {{4}} Well played!',
  },
} as const satisfies Record<string, { params: readonly string[]; body: string }>;

export type WhatsAppTemplateName = keyof typeof WHATSAPP_TEMPLATES;
/** A template's parameters by name, e.g. `{ name, event, when, venue, ticket }`. */
export type WhatsAppParams<T extends WhatsAppTemplateName> = Record<
  (typeof WHATSAPP_TEMPLATES)[T]['params'][number],
  string
>;
/** The languages a template is registered in (Meta's codes). */
export type WhatsAppLanguage = 'en' | 'hi';

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

/** The text a recipient reads: the body with `{{n}}` replaced by the n-th parameter. */
export function fillTemplate(template: string, params: readonly string[]): string {
  const body = isWhatsAppTemplate(template) ? WHATSAPP_TEMPLATES[template].body : null;
  if (body === null) return `[${template}] ${params.join(' | ')}`;
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}
