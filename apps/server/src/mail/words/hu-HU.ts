import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Erősítsd meg az e-mail-címedet',
    greeting: (name) => `Szia, ${name}!`,
    body: 'Az alábbi link megnyitásával erősítsd meg, hogy ez a te e-mail-címed.',
    action: 'E-mail-cím megerősítése',
    expiry: 'A link egyszer használható, és 24 óra múlva lejár.',
    ignore: 'Ha nem te hoztál létre fiókot, nyugodtan hagyd figyelmen kívül ezt az e-mailt.',
  },
  resetPassword: {
    subject: 'Állítsd vissza a jelszavadat',
    greeting: (name) => `Szia, ${name}!`,
    body: 'Valaki kérte a fiókod jelszavának visszaállítását. Új jelszót az alábbi linken választhatsz.',
    action: 'Jelszó visszaállítása',
    expiry:
      'A link egyszer használható, és 1 óra múlva lejár. Ha az új jelszóval bejelentkezel, minden más eszközön kijelentkeztetünk.',
    ignore: 'Ha nem te kérted, hagyd figyelmen kívül ezt az e-mailt; a jelszavad változatlan marad.',
  },
  emailChanged: {
    subject: 'Megváltozott az e-mail-címed',
    greeting: (name) => `Szia, ${name}!`,
    body: (email) =>
      `A fiókod e-mail-címe erre változott: ${email}. A fiókoddal kapcsolatos levelek, például a jelszó-visszaállító linkek, mostantól oda érkeznek.`,
    notYou:
      'Ha nem te végezted ezt a módosítást, azonnal jelentkezz be, változtasd meg a jelszavadat, és állítsd vissza az e-mail-címedet, vagy fordulj a szerver rendszergazdájához.',
  },
};

export default words;
