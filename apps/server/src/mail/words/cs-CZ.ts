import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Ověřte svou e-mailovou adresu',
    greeting: (name) => `Dobrý den, ${name},`,
    body: 'Potvrďte prosím otevřením odkazu níže, že jde o vaši e-mailovou adresu.',
    action: 'Ověřit e-mailovou adresu',
    expiry: 'Odkaz funguje jednou a jeho platnost vyprší za 24 hodin.',
    ignore: 'Pokud jste si účet nezaložili, můžete tento e-mail ignorovat.',
  },
  resetPassword: {
    subject: 'Obnovte své heslo',
    greeting: (name) => `Dobrý den, ${name},`,
    body: 'Někdo požádal o obnovení hesla k vašemu účtu. Otevřete odkaz níže a zvolte nové heslo.',
    action: 'Obnovit heslo',
    expiry:
      'Odkaz funguje jednou a jeho platnost vyprší za 1 hodinu. Přihlášením novým heslem se odhlásí všechna ostatní zařízení.',
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat; vaše heslo zůstane stejné.',
  },
};

export default words;
