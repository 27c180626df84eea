import type { Language } from '../languages';
import enAuth from './en/auth';
import enEvent from './en/event';
import enEvents from './en/events';
import enMail from './en/mail';
import enMailAccount from './en/mail-account';
import enMailEvents from './en/mail-events';
import enMailRegistration from './en/mail-registration';
import enMailToolkit from './en/mail-toolkit';
import enPages from './en/pages';
import enParticipate from './en/participate';
import enShell from './en/shell';
import enResults from './en/results';
import enRankings from './en/rankings';
import enTicket from './en/ticket';
import enCommon from './en/common';
import enHostEvents from './en/host-events';
import enCompetition from './en/competition';
import enDashboard from './en/dashboard';
import enGate from './en/gate';
import enToolkit from './en/toolkit';
import enSettings from './en/settings';
import enAdmin from './en/admin';
import enTeams from './en/teams';
import enMoney from './en/money';
import enPdf from './en/pdf';
import enErrors from './en/errors';
import hiAuth from './hi/auth';
import hiEvent from './hi/event';
import hiEvents from './hi/events';
import hiMail from './hi/mail';
import hiMailAccount from './hi/mail-account';
import hiMailEvents from './hi/mail-events';
import hiMailRegistration from './hi/mail-registration';
import hiMailToolkit from './hi/mail-toolkit';
import hiPages from './hi/pages';
import hiParticipate from './hi/participate';
import hiShell from './hi/shell';
import hiResults from './hi/results';
import hiRankings from './hi/rankings';
import hiTicket from './hi/ticket';
import hiCommon from './hi/common';
import hiHostEvents from './hi/host-events';
import hiCompetition from './hi/competition';
import hiDashboard from './hi/dashboard';
import hiGate from './hi/gate';
import hiToolkit from './hi/toolkit';
import hiSettings from './hi/settings';
import hiAdmin from './hi/admin';
import hiTeams from './hi/teams';
import hiMoney from './hi/money';
import hiPdf from './hi/pdf';
import hiErrors from './hi/errors';

/**
 * Every message in every language, by key (issue 29, decision 043). Only the server imports this
 * (it compiles the messages once and sends a page's language with the page); the browser imports
 * only the key type, so no language's texts are in its JavaScript.
 *
 * A file per part of the product: shell (navbar, footer), pages (home, about, contact, not
 * found), events (the list and its cards), event (an event's page), auth (sign-in, sign-up),
 * results (the public draws and results), common (the pieces every area shares: forms, tables,
 * dialogs, toasts, the app's frame); in the app area's part, participate (registering and
 * paying), host-events (a host's events and their forms), competition (draws, start lists,
 * certificates), dashboard, gate (check-in), toolkit (sales, exports, messages, reminders),
 * settings, admin (users, the sports catalogue), teams and money (payments, earnings, refunds).
 * Adding a language: its code in languages.ts, a folder here translating each English file, and
 * its entry below.
 */
const en = {
  ...enShell,
  ...enPages,
  ...enEvents,
  ...enEvent,
  ...enAuth,
  ...enResults,
  ...enRankings,
  ...enTicket,
  ...enCommon,
};

export const CATALOGS: Record<Language, Record<keyof typeof en, string>> = {
  en,
  hi: {
    ...hiShell,
    ...hiPages,
    ...hiEvents,
    ...hiEvent,
    ...hiAuth,
    ...hiResults,
    ...hiRankings,
    ...hiTicket,
    ...hiCommon,
  },
};

/**
 * The app area's messages (/app): a second part, fetched when a visit first enters the app
 * (GET /api/v1/languages/:language/app), so public pages do not carry them.
 */
const enApp = {
  ...enParticipate,
  ...enHostEvents,
  ...enCompetition,
  ...enDashboard,
  ...enGate,
  ...enToolkit,
  ...enSettings,
  ...enAdmin,
  ...enTeams,
  ...enMoney,
};

export const APP_CATALOGS: Record<Language, Record<keyof typeof enApp, string>> = {
  en: enApp,
  hi: {
    ...hiParticipate,
    ...hiHostEvents,
    ...hiCompetition,
    ...hiDashboard,
    ...hiGate,
    ...hiToolkit,
    ...hiSettings,
    ...hiAdmin,
    ...hiTeams,
    ...hiMoney,
  },
};

export type MessageKey = keyof typeof en | keyof typeof enApp;

/** What the server writes for a person (mails; PDFs and WhatsApp to follow): never sent to pages. */
const enMails = {
  ...enMail,
  ...enMailAccount,
  ...enMailRegistration,
  ...enMailEvents,
  ...enMailToolkit,
  ...enPdf,
};
export type MailKey = keyof typeof enMails;

export const MAIL_CATALOGS: Record<Language, Record<MailKey, string>> = {
  en: enMails,
  hi: {
    ...hiMail,
    ...hiMailAccount,
    ...hiMailRegistration,
    ...hiMailEvents,
    ...hiMailToolkit,
    ...hiPdf,
  },
};

/**
 * The server's error texts (API `error` and `fields`): never sent to pages. The error handler
 * says each in the request's language (translate-english.ts matches the English text it finds
 * against these templates).
 */
export type ErrorKey = keyof typeof enErrors;

export const ERROR_CATALOGS: Record<Language, Record<ErrorKey, string>> = {
  en: enErrors,
  hi: hiErrors,
};
