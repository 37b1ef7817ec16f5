import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Bevestig je e-mailadres',
    greeting: (name) => `Hallo ${name},`,
    body: 'Bevestig dat dit je e-mailadres is door de link hieronder te openen.',
    action: 'E-mailadres bevestigen',
    expiry: 'De link werkt één keer en verloopt over 24 uur.',
    ignore: 'Als je geen account hebt aangemaakt, kun je deze e-mail negeren.',
  },
  resetPassword: {
    subject: 'Stel je wachtwoord opnieuw in',
    greeting: (name) => `Hallo ${name},`,
    body: 'Iemand heeft gevraagd het wachtwoord van je account opnieuw in te stellen. Open de link hieronder om een nieuw wachtwoord te kiezen.',
    action: 'Wachtwoord opnieuw instellen',
    expiry:
      'De link werkt één keer en verloopt over 1 uur. Als je inlogt met het nieuwe wachtwoord, word je op alle andere apparaten uitgelogd.',
    ignore: 'Als je hier niet om hebt gevraagd, kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  },
};

export default words;
