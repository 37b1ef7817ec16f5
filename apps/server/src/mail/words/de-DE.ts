import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Bestätige deine E-Mail-Adresse',
    greeting: (name) => `Hallo ${name},`,
    body: 'Bitte bestätige über den folgenden Link, dass dies deine E-Mail-Adresse ist.',
    action: 'E-Mail-Adresse bestätigen',
    expiry: 'Der Link funktioniert einmal und läuft in 24 Stunden ab.',
    ignore: 'Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.',
  },
  resetPassword: {
    subject: 'Setze dein Passwort zurück',
    greeting: (name) => `Hallo ${name},`,
    body: 'Jemand hat angefordert, das Passwort deines Kontos zurückzusetzen. Über den folgenden Link wählst du ein neues.',
    action: 'Passwort zurücksetzen',
    expiry:
      'Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du dich mit dem neuen Passwort anmeldest, werden alle anderen Geräte abgemeldet.',
    ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
  },
  emailChanged: {
    subject: 'Deine E-Mail-Adresse wurde geändert',
    greeting: (name) => `Hallo ${name},`,
    body: (email) =>
      `Die E-Mail-Adresse deines Kontos wurde in ${email} geändert. E-Mails zu deinem Konto, etwa Links zum Zurücksetzen des Passworts, gehen ab jetzt dorthin.`,
    notYou:
      'Wenn du das nicht warst, melde dich sofort an, ändere dein Passwort und stelle deine E-Mail-Adresse wieder her, oder wende dich an die Administration dieses Servers.',
  },
};

export default words;
