import type { Language } from '../languages';
import enAuth from './en/auth';
import enEvent from './en/event';
import enEvents from './en/events';
import enMail from './en/mail';
import enPages from './en/pages';
import enParticipate from './en/participate';
import enShell from './en/shell';
import hiAuth from './hi/auth';
import hiEvent from './hi/event';
import hiEvents from './hi/events';
import hiMail from './hi/mail';
import hiPages from './hi/pages';
import hiParticipate from './hi/participate';
import hiShell from './hi/shell';

/**
 * Every message in every language, by key (issue 29, decision 043). Only the server imports this
 * (it compiles the messages once and sends a page's language with the page); the browser imports
 * only the key type, so no language's texts are in its JavaScript.
 *
 * A file per part of the product: shell (navbar, footer), pages (home, about, contact, not
 * found), events (the list and its cards), event (an event's page), auth (sign-in, sign-up);
 * in the app area's part, participate (registering and paying).
 * Adding a language: its code in languages.ts, a folder here translating each English file, and
 * its entry below.
 */
const en = { ...enShell, ...enPages, ...enEvents, ...enEvent, ...enAuth };

export const CATALOGS: Record<Language, Record<keyof typeof en, string>> = {
  en,
  hi: { ...hiShell, ...hiPages, ...hiEvents, ...hiEvent, ...hiAuth },
};

/**
 * The app area's messages (/app): a second part, fetched when a visit first enters the app
 * (GET /api/v1/languages/:language/app), so public pages do not carry them.
 */
const enApp = { ...enParticipate };

export const APP_CATALOGS: Record<Language, Record<keyof typeof enApp, string>> = {
  en: enApp,
  hi: { ...hiParticipate },
};

export type MessageKey = keyof typeof en | keyof typeof enApp;

/** What the server writes for a person (mails; PDFs and WhatsApp to follow): never sent to pages. */
const enMails = { ...enMail };
export type MailKey = keyof typeof enMails;

export const MAIL_CATALOGS: Record<Language, Record<MailKey, string>> = {
  en: enMails,
  hi: { ...hiMail },
};
