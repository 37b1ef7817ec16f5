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

/** A mail that only tells: no link to follow. */
export interface NoticeMailWords {
  subject: string;
  greeting: (name: string) => string;
  /** What happened; `email` is the account's new address. */
  body: (email: string) => string;
  /** What to do if the recipient did not make the change. */
  notYou: string;
}

export interface MailWords {
  verifyEmail: LinkMailWords;
  resetPassword: LinkMailWords;
  /** Sent to the old address when the account's email changes. */
  emailChanged: NoticeMailWords;
}
