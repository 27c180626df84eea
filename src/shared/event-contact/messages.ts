// The texts of the event page's share and contact actions (issue 13), apart from the schema so
// the page can show them without loading zod.
export const EVENT_CONTACT_MSG = {
  linkCopied: 'Link copied',
  linkNotCopied: 'Could not copy the link. Copy it from the address bar instead.',
  sent: 'Your message has been sent to the organiser',
  tooMany: 'Too many messages.',
  messageLength: 'Message must be 10 to 2000 characters',
} as const;
