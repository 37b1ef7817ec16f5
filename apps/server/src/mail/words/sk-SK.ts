import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Overte svoju e-mailovú adresu',
    greeting: (name) => `Dobrý deň, ${name},`,
    body: 'Otvorením odkazu nižšie potvrďte, že toto je vaša e-mailová adresa.',
    action: 'Overiť e-mailovú adresu',
    expiry: 'Odkaz funguje raz a jeho platnosť vyprší o 24 hodín.',
    ignore: 'Ak ste si účet nevytvorili, tento e-mail môžete ignorovať.',
  },
  resetPassword: {
    subject: 'Obnovte si heslo',
    greeting: (name) => `Dobrý deň, ${name},`,
    body: 'Niekto požiadal o obnovenie hesla k vášmu účtu. Otvorte odkaz nižšie a zvoľte si nové.',
    action: 'Obnoviť heslo',
    expiry:
      'Odkaz funguje raz a jeho platnosť vyprší o 1 hodinu. Prihlásením novým heslom sa odhlásia všetky ostatné zariadenia.',
    ignore: 'Ak ste o to nežiadali, tento e-mail môžete ignorovať; vaše heslo zostane rovnaké.',
  },
  emailChanged: {
    subject: 'Vaša e-mailová adresa bola zmenená',
    greeting: (name) => `Dobrý deň, ${name},`,
    body: (email) =>
      `E-mailová adresa vášho účtu bola zmenená na ${email}. E-maily o vašom účte, napríklad odkazy na obnovenie hesla, odteraz chodia tam.`,
    notYou:
      'Ak ste túto zmenu neurobili vy, ihneď sa prihláste, zmeňte si heslo a vráťte pôvodnú e-mailovú adresu, alebo kontaktujte správcu tohto servera.',
  },
};

export default words;
