/**
 * WhatsApp updates (issue 29) are the person's own choice, at sign-up or in Settings, and go to
 * the account's phone number: one the request schemas require, and only as an Indian number
 * (auth/rules.ts), so an opt-in always has a number WhatsApp can reach. No zod here: the forms
 * show these without loading the schemas.
 */
export const WHATSAPP_OPT_IN = {
  label: 'Send me updates on WhatsApp',
  hint: 'Registration confirmed with your ticket, event changes, waitlist offers and certificates, on the phone number above.',
} as const;
