import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifiera din e-postadress',
    greeting: (name) => `Hej ${name}!`,
    body: 'Bekräfta att det här är din e-postadress genom att öppna länken nedan.',
    action: 'Verifiera e-postadress',
    expiry: 'Länken fungerar en gång och slutar gälla om 24 timmar.',
    ignore: 'Om du inte har skapat något konto kan du strunta i det här mejlet.',
  },
  resetPassword: {
    subject: 'Återställ ditt lösenord',
    greeting: (name) => `Hej ${name}!`,
    body: 'Någon har bett om att få återställa lösenordet för ditt konto. Öppna länken nedan för att välja ett nytt.',
    action: 'Återställ lösenord',
    expiry:
      'Länken fungerar en gång och slutar gälla om 1 timme. När du loggar in med det nya lösenordet loggas alla andra enheter ut.',
    ignore: 'Om du inte har bett om detta kan du strunta i det här mejlet; ditt lösenord förblir detsamma.',
  },
  emailChanged: {
    subject: 'Din e-postadress har ändrats',
    greeting: (name) => `Hej ${name}!`,
    body: (email) =>
      `E-postadressen för ditt konto har ändrats till ${email}. Mejl om ditt konto, till exempel länkar för att återställa lösenordet, skickas nu dit.`,
    notYou:
      'Om det inte var du som gjorde ändringen: logga in direkt, byt lösenord och ändra tillbaka din e-postadress, eller kontakta administratören för den här servern.',
  },
};

export default words;
