import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verify your email address',
    greeting: (name) => `Hi ${name},`,
    body: 'Please confirm that this is your email address by opening the link below.',
    action: 'Verify email address',
    expiry: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  resetPassword: {
    subject: 'Reset your password',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone asked to reset the password of your account. Open the link below to choose a new one.',
    action: 'Reset password',
    expiry:
      'The link works once and expires in 1 hour. Signing in with the new password signs out every other device.',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  },
  emailChanged: {
    subject: 'Your email address was changed',
    greeting: (name) => `Hi ${name},`,
    body: (email) =>
      `The email address of your account was changed to ${email}. Mails about your account, such as password reset links, now go there.`,
    notYou:
      'If you did not make this change, sign in at once, change your password and set your email address back, or contact the administrator of this server.',
  },
};

export default words;
