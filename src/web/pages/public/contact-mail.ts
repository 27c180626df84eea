/** The §3 contact form and the mail it becomes (§2: submitting opens the user's mail client). */
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

export const CONTACT_ROLES = ['Player', 'Event Organizer', 'Academy Owner'] as const;

/** A mailto: URL to `to` with the form as subject and body (encoded, so spaces stay spaces). */
export function contactMailto(to: string, form: ContactForm): string {
  const subject = `Matchday enquiry${form.role ? ` (${form.role})` : ''}${
    form.name ? ` from ${form.name}` : ''
  }`;
  const body = [
    `Name: ${form.name}`,
    `Email: ${form.email}`,
    `Phone Number: ${form.phoneNumber}`,
    `Role: ${form.role}`,
    '',
    form.message,
  ].join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Hands the mailto: URL to the browser, which opens the visitor's mail client. */
export function openMailClient(url: string): void {
  window.location.href = url;
}
