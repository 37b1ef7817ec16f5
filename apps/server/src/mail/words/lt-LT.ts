import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Patvirtinkite savo el. pašto adresą',
    greeting: (name) => `Sveiki, ${name},`,
    body: 'Atidarykite toliau pateiktą nuorodą ir patvirtinkite, kad tai jūsų el. pašto adresas.',
    action: 'Patvirtinti el. pašto adresą',
    expiry: 'Nuoroda veikia vieną kartą ir galioja 24 valandas.',
    ignore: 'Jei paskyros nekūrėte, šį laišką galite ignoruoti.',
  },
  resetPassword: {
    subject: 'Atkurkite slaptažodį',
    greeting: (name) => `Sveiki, ${name},`,
    body: 'Kažkas paprašė atkurti jūsų paskyros slaptažodį. Atidarykite toliau pateiktą nuorodą ir pasirinkite naują.',
    action: 'Atkurti slaptažodį',
    expiry:
      'Nuoroda veikia vieną kartą ir galioja 1 valandą. Prisijungus su nauju slaptažodžiu, visuose kituose įrenginiuose bus atsijungta.',
    ignore: 'Jei to neprašėte, šį laišką galite ignoruoti; jūsų slaptažodis nepasikeis.',
  },
  emailChanged: {
    subject: 'Jūsų el. pašto adresas pakeistas',
    greeting: (name) => `Sveiki, ${name},`,
    body: (email) =>
      `Jūsų paskyros el. pašto adresas pakeistas į ${email}. Laiškai apie jūsų paskyrą, pavyzdžiui, slaptažodžio atkūrimo nuorodos, dabar siunčiami ten.`,
    notYou:
      'Jei šio pakeitimo neatlikote, nedelsdami prisijunkite, pakeiskite slaptažodį ir atkurkite savo el. pašto adresą arba susisiekite su šio serverio administratoriumi.',
  },
};

export default words;
