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
    /** The recipient's language (issue 29), so mail clients read and hyphenate it right. */
    language?: string;
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
  const footer = escapeHtml(options.footer ?? DEFAULT_FOOTER);
  return `<!doctype html><html lang="${escapeHtml(options.language ?? 'en')}"><body style="font-family:Arial,sans-serif;color:#1F1F1F;background:#FAF8F6;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${table}${images}${after}${button}<p style="color:#55595F;font-size:12px;margin-top:28px">${footer}</p></div></body></html>`;
}

export function verifyEmailMessage(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hi ${userText(name)},`,
    'Welcome to Matchday! Please confirm your email address to activate your account.',
    'The link is valid for 24 hours.',
  ];
  return {
    to,
    subject: 'Verify your Matchday email',
    text: `${lines.join('\n\n')}\n\nVerify your email: ${link}\n`,
    html: layout('Verify your email', lines, { label: 'Verify email', url: link }),
  };
}

export function resetOtpMessage(to: string, name: string, otp: string): MailMessage {
  const lines = [
    `Hi ${userText(name)},`,
    `Your Matchday password reset code is ${otp}.`,
    'It is valid for 10 minutes and can be used once.',
  ];
  return {
    to,
    subject: 'Your Matchday password reset code',
    text: `${lines.join('\n\n')}\n`,
    html: layout('Your password reset code', lines),
  };
}

export function resetLinkMessage(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hi ${userText(name)},`,
    'Use the link below to choose a new password. It is valid for 30 minutes and can be used once.',
  ];
  return {
    to,
    subject: 'Reset your Matchday password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('Reset your password', lines, { label: 'Reset password', url: link }),
  };
}

/** The link that makes a changed address the account's (issue 24); sent to the new address. */
export function emailChangeLinkMessage(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hi ${userText(name)},`,
    `You asked to use ${to} for your Matchday account. Open the link below to confirm it; until then your account keeps its current address.`,
    'The link is valid for 24 hours and can be used once.',
  ];
  return {
    to,
    subject: 'Confirm your new Matchday email',
    text: `${lines.join('\n\n')}\n\nConfirm your new email: ${link}\n`,
    html: layout('Confirm your new email', lines, { label: 'Confirm new email', url: link }),
  };
}

/** Told to the address in force when a change is asked for: the change has not happened yet. */
export function emailChangeNoticeMessage(
  to: string,
  name: string,
  newEmail: string,
  where: { passwordUrl: string; support: string },
): MailMessage {
  const lines = [
    `Hi ${userText(name)},`,
    `Someone signed in to your Matchday account asked to change its email address to ${newEmail}. This address stays in force until the link we sent to the new one is opened.`,
    `If this was not you, change your password now (that also signs everyone else out) and write to ${where.support}.`,
  ];
  return {
    to,
    subject: 'Your Matchday email is being changed',
    text: `${lines.join('\n\n')}\n\nChange your password: ${where.passwordUrl}\n`,
    html: layout('Your email is being changed', lines, {
      label: 'Change your password',
      url: where.passwordUrl,
    }),
  };
}

/**
 * A visitor's message to an event's host ("Contact organiser"). Reply-To is the visitor, so the
 * host answers from their own mail; the visitor learns the host's address only from that reply.
 */
export function contactOrganiserMessage(m: {
  to: string;
  hostName: string;
  title: string;
  link: string;
  from: { name: string; email: string };
  message: string;
}): MailMessage {
  // Everything but the addresses is someone's own words: quoted, never links (issue 24).
  const title = quoted(m.title);
  const sender = quoted(m.from.name, 80);
  const message = quotedLines(m.message);
  const intro = [
    `Hi ${userText(m.hostName)},`,
    `${sender} sent you a message about ${title} through Matchday:`,
  ];
  const after = [
    `Reply to this email to answer ${sender}. Matchday has not shared your email address with them; they see it when you reply.`,
  ];
  const shown = userLines(m.message)
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const subject = `Message about ${quoted(m.title, 80)} from ${sender}`;
  const reply = `mailto:${m.from.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  return {
    to: m.to,
    replyTo: { name: m.from.name, address: m.from.email },
    subject,
    text: `${intro.join('\n\n')}\n\n${shown}\n\nFrom: ${sender} <${m.from.email}>\n\n${after.join('\n\n')}\n\nSee the event: ${m.link}\n`,
    html: layout(
      'A message about your event',
      intro,
      { label: 'Reply', url: reply },
      {
        details: [
          { label: 'Message', value: message },
          { label: 'From', value: `${sender} <${m.from.email}>` },
          { label: 'Event', value: title, link: { label: 'See the event', url: m.link } },
        ],
        after,
        footer:
          'Matchday · You get this email because someone wrote to you about your event on Matchday.',
      },
    ),
  };
}
