import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Bekreft e-postadressen din',
    greeting: (name) => `Hei ${name},`,
    body: 'Bekreft at dette er e-postadressen din ved å åpne lenken nedenfor.',
    action: 'Bekreft e-postadressen',
    expiry: 'Lenken virker én gang og utløper om 24 timer.',
    ignore: 'Hvis du ikke har opprettet en konto, kan du se bort fra denne e-posten.',
  },
  resetPassword: {
    subject: 'Tilbakestill passordet ditt',
    greeting: (name) => `Hei ${name},`,
    body: 'Noen har bedt om å tilbakestille passordet til kontoen din. Åpne lenken nedenfor for å velge et nytt.',
    action: 'Tilbakestill passordet',
    expiry:
      'Lenken virker én gang og utløper om 1 time. Når du logger inn med det nye passordet, blir alle andre enheter logget ut.',
    ignore:
      'Hvis du ikke har bedt om dette, kan du se bort fra denne e-posten; passordet ditt forblir det samme.',
  },
  emailChanged: {
    subject: 'E-postadressen din er endret',
    greeting: (name) => `Hei ${name},`,
    body: (email) =>
      `E-postadressen til kontoen din er endret til ${email}. E-post om kontoen din, for eksempel lenker for å tilbakestille passordet, sendes nå dit.`,
    notYou:
      'Hvis det ikke var du som gjorde denne endringen, logger du inn med en gang, endrer passordet og setter e-postadressen tilbake, eller kontakter administratoren av denne serveren.',
  },
};

export default words;
