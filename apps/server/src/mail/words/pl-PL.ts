import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Potwierdź swój adres e-mail',
    greeting: (name) => `Witaj, ${name}!`,
    body: 'Potwierdź, że to Twój adres e-mail, otwierając poniższy link.',
    action: 'Potwierdź adres e-mail',
    expiry: 'Link działa jeden raz i wygasa po 24 godzinach.',
    ignore: 'Jeśli konto nie zostało założone przez Ciebie, możesz zignorować tę wiadomość.',
  },
  resetPassword: {
    subject: 'Zresetuj swoje hasło',
    greeting: (name) => `Witaj, ${name}!`,
    body: 'Ktoś poprosił o zresetowanie hasła do Twojego konta. Otwórz poniższy link, aby wybrać nowe.',
    action: 'Zresetuj hasło',
    expiry:
      'Link działa jeden raz i wygasa po 1 godzinie. Zalogowanie się nowym hasłem wyloguje wszystkie inne urządzenia.',
    ignore: 'Jeśli to nie Ty, możesz zignorować tę wiadomość; hasło pozostanie bez zmian.',
  },
  emailChanged: {
    subject: 'Adres e-mail Twojego konta został zmieniony',
    greeting: (name) => `Witaj, ${name}!`,
    body: (email) =>
      `Adres e-mail Twojego konta został zmieniony na ${email}. Wiadomości dotyczące konta, takie jak linki do resetowania hasła, trafiają teraz na ten adres.`,
    notYou:
      'Jeśli to nie Ty, natychmiast się zaloguj, zmień hasło i przywróć swój adres e-mail albo skontaktuj się z administratorem tego serwera.',
  },
};

export default words;
