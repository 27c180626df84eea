import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  /** The Reply-To addresses, lowercased (empty when the mail has none). */
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** `cid` is set on inline images (the HTML's `<img src="cid:...">`). */
  attachments: Array<{
    filename: string;
    contentType: string;
    size: number;
    cid?: string;
    content: Buffer;
  }>;
};

/**
 * A real SMTP server on a free loopback port that keeps what it receives, so tests read mail
 * exactly as a mail server would get it from nodemailer.
 */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  let refuse = 0;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      attempts++;
      if (refuse > 0) {
        // A mail server that is down for a while: the message is refused with a 4xx.
        refuse--;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      // skipImageLinks: the HTML keeps its `cid:` references as sent (not data: URLs).
      simpleParser(stream, { skipImageLinks: true })
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? '').toLowerCase()),
          );
          const replyTo = (mail.replyTo?.value ?? []).map((v) => (v.address ?? '').toLowerCase());
          received.push({
            to,
            replyTo,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              size: a.size,
              ...(a.cid && { cid: a.cid }),
              content: a.content,
            })),
          });
          waiters.splice(0).forEach((w) => w());
          callback();
        })
        .catch(callback);
    },
  });
  // A real mail server outlives a sender that dies mid-conversation (the fault tests SIGKILL
  // the app while it mails): its connection's reset is no error of the inbox's.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** The newest message to `to` whose subject contains `subject`, waiting up to 5 s for it. */
  async function waitFor(to: string, subject: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const match = received
        .filter((m) => m.to.includes(to.toLowerCase()) && m.subject.includes(subject))
        .at(-1);
      if (match) return match;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} with subject "${subject}"`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, Math.min(left, 200));
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    count: (to: string) => received.filter((m) => m.to.includes(to.toLowerCase())).length,
    /** Refuses the next `n` messages with a temporary failure (451). */
    refuseNext(n: number) {
      refuse = n;
    },
    /** Messages offered, refused or not. */
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function linkIn(text: string, pattern: RegExp): string {
  const match = text.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return match[0];
}
