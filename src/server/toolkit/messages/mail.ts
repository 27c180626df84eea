import { and, eq } from 'drizzle-orm';
import { href } from '../../../shared/href';
import { ROUTES } from '../../../shared/routes';
import { events, messageRecipients, messages, users } from '../../platform/db/schema';
import type { Deps } from '../../platform/deps';
import { mailText } from '../../platform/i18n/messages';
import type { MailMessage } from '../../platform/mail/mailer';
import { defineMail, type MailRenderer } from '../../platform/mail/outbox';
import { layout } from '../../platform/mail/templates';
import { quoted, userLines, userText } from '../../platform/mail/user-text';

/** One recipient's copy of a host's message to participants, or an admin's to hosts (issue 27). */
type HostMessageMailJob = { kind: 'host_message'; message_id: string; email: string };

declare module '../../platform/mail/outbox' {
  interface MailKinds {
    host_message: HostMessageMailJob;
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stands in the layout's paragraphs for the message itself, which keeps its line breaks. */
const BODY_MARK = 'HOST-MESSAGE-BODY-8d1f2c';

/**
 * The writer's text as they wrote it: paragraphs at blank lines, line breaks kept, anything
 * link-like broken like all users' words in our mails (decision 032).
 */
function bodyParts(body: string) {
  const text = userLines(body);
  const html = text
    .split(/\n\s*\n/)
    .map(
      (p) =>
        `<p style="margin:0 0 16px;padding-left:12px;border-left:3px solid #FFD2B5">${p
          .split('\n')
          .map(escapeHtml)
          .join('<br>')}</p>`,
    )
    .join('');
  return { text, html };
}

async function hostMessage(deps: Deps, job: HostMessageMailJob): Promise<MailMessage | null> {
  const [row] = await deps.db
    .select({
      audience: messages.audience,
      subject: messages.subject,
      body: messages.body,
      event_id: messages.event_id,
      name: messageRecipients.name,
      email: messageRecipients.email,
      // The reader's account's language (issue 29); English for an address without one.
      language: users.language,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.message_id))
    .leftJoin(users, eq(users.id, messageRecipients.user_id))
    .where(
      and(eq(messageRecipients.message_id, job.message_id), eq(messageRecipients.email, job.email)),
    );
  if (!row) return null;
  const m = mailText(row.language);
  const body = bodyParts(row.body);
  const greeting = m('mail.tk.greeting', { name: userText(row.name) });
  const said = quoted(row.subject, 150);

  let title: string, intro: string, subject: string, footer: string;
  let replyTo: MailMessage['replyTo'];
  let action: { label: string; url: string } | undefined;
  if (row.audience === 'participants' && row.event_id) {
    const [event] = await deps.db
      .select({
        title: events.title,
        host: users.name,
        organisation: users.organisation_name,
        host_email: users.email,
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.host_id))
      .where(eq(events.id, row.event_id));
    if (!event) return null;
    const organiser = quoted(event.organisation || event.host, 80);
    const eventTitle = quoted(event.title);
    title = m('mail.tk.message.host.heading');
    intro = m('mail.tk.message.host.intro', { organiser, title: eventTitle });
    subject = m('mail.tk.message.host.subject', { subject: said });
    footer = m('mail.tk.message.host.footer', { title: eventTitle, email: event.host_email });
    replyTo = { name: event.organisation || event.host, address: event.host_email };
    action = {
      label: m('mail.tk.message.host.button'),
      url: `${deps.config.publicUrl}${href(ROUTES.eventDetails, { eventId: row.event_id })}`,
    };
  } else {
    title = m('mail.tk.message.admin.heading');
    intro = m('mail.tk.message.admin.intro');
    subject = m('mail.tk.message.admin.subject', { subject: said });
    footer = m('mail.tk.message.admin.footer', { email: deps.config.support.email });
    replyTo = { name: 'Matchday', address: deps.config.support.email };
  }

  const heading = m('mail.tk.message.subjectLine', { subject: said });
  const html = layout(title, [greeting, intro, heading, BODY_MARK], action, { footer, m }).replace(
    new RegExp(`<p[^>]*>${BODY_MARK}</p>`),
    () => body.html, // a function: '$&' in someone's text stays as written
  );
  const text = [
    greeting,
    intro,
    heading,
    body.text,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `--\n${footer}`,
  ].join('\n\n');
  return { to: row.email, replyTo, subject, html, text: `${text}\n` };
}

export const messageMails: MailRenderer[] = [
  defineMail<HostMessageMailJob>(['host_message'], hostMessage),
];
