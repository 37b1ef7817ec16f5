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
  emailChanged: {
    subject: 'Je e-mailadres is gewijzigd',
    greeting: (name) => `Hallo ${name},`,
    body: (email) =>
      `Het e-mailadres van je account is gewijzigd in ${email}. E-mails over je account, zoals links om je wachtwoord opnieuw in te stellen, gaan voortaan daarheen.`,
    notYou:
      'Heb je dit niet zelf gedaan? Log dan meteen in, wijzig je wachtwoord en zet je e-mailadres terug, of neem contact op met de beheerder van deze server.',
  },
};

export default words;
