import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Bekræft din e-mailadresse',
    greeting: (name) => `Hej ${name}`,
    body: 'Bekræft, at dette er din e-mailadresse, ved at åbne linket nedenfor.',
    action: 'Bekræft e-mailadresse',
    expiry: 'Linket virker én gang og udløber om 24 timer.',
    ignore: 'Hvis du ikke har oprettet en konto, kan du se bort fra denne e-mail.',
  },
  resetPassword: {
    subject: 'Nulstil din adgangskode',
    greeting: (name) => `Hej ${name}`,
    body: 'Nogen har bedt om at nulstille adgangskoden til din konto. Åbn linket nedenfor for at vælge en ny.',
    action: 'Nulstil adgangskode',
    expiry:
      'Linket virker én gang og udløber om 1 time. Når du logger ind med den nye adgangskode, bliver alle andre enheder logget ud.',
    ignore:
      'Hvis du ikke har bedt om dette, kan du se bort fra denne e-mail; din adgangskode forbliver den samme.',
  },
  emailChanged: {
    subject: 'Din e-mailadresse er blevet ændret',
    greeting: (name) => `Hej ${name}`,
    body: (email) =>
      `E-mailadressen til din konto er ændret til ${email}. E-mails om din konto, fx links til nulstilling af adgangskoden, sendes nu dertil.`,
    notYou:
      'Hvis du ikke selv har foretaget ændringen, så log ind med det samme, skift din adgangskode og sæt din e-mailadresse tilbage, eller kontakt administratoren af denne server.',
  },
};

export default words;
