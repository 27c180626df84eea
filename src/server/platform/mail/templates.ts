import type { MailText } from '../i18n/messages';
import type { MailMessage } from './mailer';
import { quoted, quotedLines, userLines, userText } from './user-text';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A labelled line of a mail's details table, optionally with a link under its value. */
export type MailDetail = { label: string; value: string; link?: { label: string; url: string } };

const DEFAULT_FOOTER = 'Matchday · If you did not ask for this, you can ignore this email.';

function detailsTable(details: MailDetail[]): string {
  const rows = details
    .map(({ label, value, link }) => {
      const shown = escapeHtml(value).replace(/\n/g, '<br>');
      const cell = link
        ? `${shown}<br><a href="${escapeHtml(link.url)}" style="color:#B34A00;font-weight:600">${escapeHtml(link.label)}</a>`
        : shown;
      return `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px 12px 8px 0;color:#55595F;font-weight:normal;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:8px 0;font-weight:600;word-break:break-word">${cell}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" style="width:100%;border-collapse:collapse;border-top:1px solid #EEE;border-bottom:1px solid #EEE;margin:0 0 16px;font-size:14px">${rows}</table>`;
}

/**
 * Inline images (attachments with a content id) with a caption of lines under each, side by side
 * as the width allows: a ticket's QR code, its holder's name and its token.
 */
export type MailImage = { cid: string; alt: string; width: number; caption: string[] };

function imagesBlock(intro: string, images: MailImage[]): string {
  const cells = images
    .map(({ cid, alt, width, caption }) => {
      const lines = caption
        .map(
          (line, i) =>
            `<div style="${i === 0 ? 'font-weight:600;font-size:14px' : 'font-size:11px;color:#55595F;word-break:break-all'}">${escapeHtml(line)}</div>`,
        )
        .join('');
      return `<div style="display:inline-block;vertical-align:top;width:${width}px;margin:0 16px 16px 0;text-align:center"><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${width}" height="${width}" style="display:block;width:${width}px;height:${width}px">${lines}</div>`;
    })
    .join('');
  return `<p style="margin:0 0 12px">${escapeHtml(intro)}</p><div style="margin:0 0 8px">${cells}</div>`;
}

/** Every mail's look: the brand bar, a heading, paragraphs, an optional table and button. */
export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  options: {
    details?: MailDetail[];
    images?: { intro: string; list: MailImage[] };
    after?: string[];
    footer?: string;
    /**
     * The recipient's messages (issue 29): the default footer in their language, and the
     * page's `lang`, so mail clients read and hyphenate it right. English without.
     */
    m?: MailText;
  } = {},
) {
  const para = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const body = paragraphs.map(para).join('');
  const table = options.details ? detailsTable(options.details) : '';
  const images =
    options.images && options.images.list.length > 0
      ? imagesBlock(options.images.intro, options.images.list)
      : '';
  const after = (options.after ?? []).map(para).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#FF914D;color:#1F1F1F;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const footer = escapeHtml(
    options.footer ?? (options.m ? options.m('mail.footer.default') : DEFAULT_FOOTER),
  );
  return `<!doctype html><html lang="${options.m?.language ?? 'en'}"><body style="font-family:Arial,sans-serif;color:#1F1F1F;background:#FAF8F6;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${table}${images}${after}${button}<p style="color:#55595F;font-size:12px;margin-top:28px">${footer}</p></div></body></html>`;
}

export function verifyEmailMessage(
  to: string,
  name: string,
  link: string,
  m: MailText,
): MailMessage {
  const lines = [
    m('mail.account.greeting', { name: userText(name) }),
    m('mail.account.verify.welcome'),
    m('mail.account.verify.valid'),
  ];
  return {
    to,
    subject: m('mail.account.verify.subject'),
    text: `${lines.join('\n\n')}\n\n${m('mail.account.verify.linkLine', { link })}\n`,
    html: layout(
      m('mail.account.verify.heading'),
      lines,
      { label: m('mail.account.verify.button'), url: link },
      { m },
    ),
  };
}

export function resetOtpMessage(to: string, name: string, otp: string, m: MailText): MailMessage {
  const lines = [
    m('mail.account.greeting', { name: userText(name) }),
    m('mail.account.resetOtp.code', { otp }),
    m('mail.account.resetOtp.valid'),
  ];
  return {
    to,
    subject: m('mail.account.resetOtp.subject'),
    text: `${lines.join('\n\n')}\n`,
    html: layout(m('mail.account.resetOtp.heading'), lines, undefined, { m }),
  };
}

export function resetLinkMessage(to: string, name: string, link: string, m: MailText): MailMessage {
  const lines = [
    m('mail.account.greeting', { name: userText(name) }),
    m('mail.account.resetLink.body'),
  ];
  return {
    to,
    subject: m('mail.account.resetLink.subject'),
    text: `${lines.join('\n\n')}\n\n${m('mail.account.resetLink.linkLine', { link })}\n`,
    html: layout(
      m('mail.account.resetLink.heading'),
      lines,
      { label: m('mail.account.resetLink.button'), url: link },
      { m },
    ),
  };
}

/** The link that makes a changed address the account's (issue 24); sent to the new address. */
export function emailChangeLinkMessage(
  to: string,
  name: string,
  link: string,
  m: MailText,
): MailMessage {
  const lines = [
    m('mail.account.greeting', { name: userText(name) }),
    m('mail.account.changeLink.body', { email: to }),
    m('mail.account.changeLink.valid'),
  ];
  return {
    to,
    subject: m('mail.account.changeLink.subject'),
    text: `${lines.join('\n\n')}\n\n${m('mail.account.changeLink.linkLine', { link })}\n`,
    html: layout(
      m('mail.account.changeLink.heading'),
      lines,
      { label: m('mail.account.changeLink.button'), url: link },
      { m },
    ),
  };
}

/** Told to the address in force when a change is asked for: the change has not happened yet. */
export function emailChangeNoticeMessage(
  to: string,
  name: string,
  newEmail: string,
  where: { passwordUrl: string; support: string },
  m: MailText,
): MailMessage {
  const lines = [
    m('mail.account.greeting', { name: userText(name) }),
    m('mail.account.changeNotice.body', { email: newEmail }),
    m('mail.account.changeNotice.notYou', { support: where.support }),
  ];
  return {
    to,
    subject: m('mail.account.changeNotice.subject'),
    text: `${lines.join('\n\n')}\n\n${m('mail.account.changeNotice.linkLine', { link: where.passwordUrl })}\n`,
    html: layout(
      m('mail.account.changeNotice.heading'),
      lines,
      { label: m('mail.account.changeNotice.button'), url: where.passwordUrl },
      { m },
    ),
  };
}

/**
 * A visitor's message to an event's host ("Contact organiser"), in the host's language. Reply-To
 * is the visitor, so the host answers from their own mail; the visitor learns the host's address
 * only from that reply.
 */
export function contactOrganiserMessage(
  c: {
    to: string;
    hostName: string;
    title: string;
    link: string;
    from: { name: string; email: string };
    message: string;
  },
  m: MailText,
): MailMessage {
  // Everything but the addresses is someone's own words: quoted, never links (issue 24).
  const title = quoted(c.title);
  const sender = quoted(c.from.name, 80);
  const message = quotedLines(c.message);
  const intro = [
    m('mail.account.greeting', { name: userText(c.hostName) }),
    m('mail.contact.intro', { sender, title }),
  ];
  const after = [m('mail.contact.after', { sender })];
  const shown = userLines(c.message)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = m('mail.contact.subject', { title: quoted(c.title, 80), sender });
  const reply = `mailto:${c.from.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  const from = `${sender} <${c.from.email}>`;
  return {
    to: c.to,
    replyTo: { name: c.from.name, address: c.from.email },
    subject,
    text: `${intro.join('\n\n')}\n\n${shown}\n\n${m('mail.contact.from')}: ${from}\n\n${after.join('\n\n')}\n\n${m('mail.contact.seeEventLine', { link: c.link })}\n`,
    html: layout(
      m('mail.contact.heading'),
      intro,
      { label: m('mail.contact.reply'), url: reply },
      {
        details: [
          { label: m('mail.contact.message'), value: message },
          { label: m('mail.contact.from'), value: from },
          {
            label: m('mail.contact.event'),
            value: title,
            link: { label: m('mail.contact.seeEvent'), url: c.link },
          },
        ],
        after,
        footer: m('mail.contact.footer'),
        m,
      },
    ),
  };
}
