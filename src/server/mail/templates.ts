import type { MailMessage } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footer = 'If you did not ask for this, you can ignore this email.',
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#FF914D;color:#1F1F1F;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1F1F1F;background:#FAF8F6;padding:24px"><div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}<p style="color:#55595F;font-size:12px;margin-top:28px">Matchday · ${escapeHtml(footer)}</p></div></body></html>`;
}

export function verifyEmailMessage(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hi ${name},`,
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
    `Hi ${name},`,
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
    `Hi ${name},`,
    'Use the link below to choose a new password. It is valid for 30 minutes and can be used once.',
  ];
  return {
    to,
    subject: 'Reset your Matchday password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('Reset your password', lines, { label: 'Reset password', url: link }),
  };
}
