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
};

export default words;
