import type { MessageKey } from '../../../shared/i18n/catalogs';
import { t } from '../../i18n/i18n';

/**
 * The §3 contact form and the mail it becomes (§2: submitting opens the user's mail client). The
 * visitor writes and sends the mail, so it is in the page's language, its role as they chose it.
 */
export type ContactForm = {
  name: string;
  email: string;
  phoneNumber: string;
  role: string;
  message: string;
};

export const EMPTY_CONTACT_FORM: ContactForm = {
  name: '',
  email: '',
  phoneNumber: '',
  role: '',
  message: '',
};

export const CONTACT_ROLES = [
  'pages.contact.rolePlayer',
  'pages.contact.roleOrganizer',
  'pages.contact.roleAcademy',
] as const satisfies MessageKey[];

/** A mailto: URL to `to` with the form as subject and body (encoded, so spaces stay spaces). */
export function contactMailto(to: string, form: ContactForm): string {
  const subject = t('pages.contact.mailSubject', {
    hasRole: form.role ? 'yes' : 'no',
    role: form.role,
    hasName: form.name ? 'yes' : 'no',
    name: form.name,
  });
  const body = [
    `${t('pages.contact.name')}: ${form.name}`,
    `${t('pages.contact.email')}: ${form.email}`,
    `${t('pages.contact.phone')}: ${form.phoneNumber}`,
    `${t('pages.contact.role')}: ${form.role}`,
    '',
    form.message,
  ].join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Hands the mailto: URL to the browser, which opens the visitor's mail client. */
export function openMailClient(url: string): void {
  window.location.href = url;
}
