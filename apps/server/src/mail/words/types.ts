// The words of the account mails in one language. Each mail gets a subject, a plain-text body and a
// small HTML body built from the same words (see ../templates.ts).
export interface LinkMailWords {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

export interface MailWords {
  verifyEmail: LinkMailWords;
  resetPassword: LinkMailWords;
}
