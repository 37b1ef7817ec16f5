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
};

export default words;
