/**
 * The account's mails (issue 29): verifying the address, resetting the password, changing the
 * address; and a visitor's message to a host. In the recipient's language.
 */
export default {
  'mail.account.greeting': 'Hi {name},',
  'mail.account.verify.subject': 'Verify your Matchday email',
  'mail.account.verify.heading': 'Verify your email',
  'mail.account.verify.welcome':
    'Welcome to Matchday! Please confirm your email address to activate your account.',
  'mail.account.verify.valid': 'The link is valid for 24 hours.',
  'mail.account.verify.button': 'Verify email',
  'mail.account.verify.linkLine': 'Verify your email: {link}',
  'mail.account.resetOtp.subject': 'Your Matchday password reset code',
  'mail.account.resetOtp.heading': 'Your password reset code',
  'mail.account.resetOtp.code': 'Your Matchday password reset code is {otp}.',
  'mail.account.resetOtp.valid': 'It is valid for 10 minutes and can be used once.',
  'mail.account.resetLink.subject': 'Reset your Matchday password',
  'mail.account.resetLink.heading': 'Reset your password',
  'mail.account.resetLink.body':
    'Use the link below to choose a new password. It is valid for 30 minutes and can be used once.',
  'mail.account.resetLink.button': 'Reset password',
  'mail.account.resetLink.linkLine': 'Reset your password: {link}',
  'mail.account.changeLink.subject': 'Confirm your new Matchday email',
  'mail.account.changeLink.heading': 'Confirm your new email',
  'mail.account.changeLink.body':
    'You asked to use {email} for your Matchday account. Open the link below to confirm it; until then your account keeps its current address.',
  'mail.account.changeLink.valid': 'The link is valid for 24 hours and can be used once.',
  'mail.account.changeLink.button': 'Confirm new email',
  'mail.account.changeLink.linkLine': 'Confirm your new email: {link}',
  'mail.account.changeNotice.subject': 'Your Matchday email is being changed',
  'mail.account.changeNotice.heading': 'Your email is being changed',
  'mail.account.changeNotice.body':
    'Someone signed in to your Matchday account asked to change its email address to {email}. This address stays in force until the link we sent to the new one is opened.',
  'mail.account.changeNotice.notYou':
    'If this was not you, change your password now (that also signs everyone else out) and write to {support}.',
  'mail.account.changeNotice.button': 'Change your password',
  'mail.account.changeNotice.linkLine': 'Change your password: {link}',
  'mail.contact.subject': 'Message about {title} from {sender}',
  'mail.contact.heading': 'A message about your event',
  'mail.contact.intro': '{sender} sent you a message about {title} through Matchday:',
  'mail.contact.after':
    'Reply to this email to answer {sender}. Matchday has not shared your email address with them; they see it when you reply.',
  'mail.contact.reply': 'Reply',
  'mail.contact.message': 'Message',
  'mail.contact.from': 'From',
  'mail.contact.event': 'Event',
  'mail.contact.seeEvent': 'See the event',
  'mail.contact.seeEventLine': 'See the event: {link}',
  'mail.contact.footer':
    'Matchday · You get this email because someone wrote to you about your event on Matchday.',
};
