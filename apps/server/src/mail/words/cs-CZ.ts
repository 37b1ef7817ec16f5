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
  emailChanged: {
    subject: 'E-mailová adresa vašeho účtu byla změněna',
    greeting: (name) => `Dobrý den, ${name},`,
    body: (email) =>
      `E-mailová adresa vašeho účtu byla změněna na ${email}. E-maily týkající se účtu, například odkazy pro obnovení hesla, nyní chodí tam.`,
    notYou:
      'Pokud jste změnu neprovedli vy, ihned se přihlaste, změňte heslo a vraťte svou e-mailovou adresu, nebo kontaktujte správce tohoto serveru.',
  },
};

export default words;
