import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifikoni adresën tuaj të email-it',
    greeting: (name) => `Përshëndetje ${name},`,
    body: 'Ju lutemi konfirmoni se kjo është adresa juaj e email-it duke hapur lidhjen më poshtë.',
    action: 'Verifiko adresën e email-it',
    expiry: 'Lidhja funksionon një herë dhe skadon pas 24 orësh.',
    ignore: 'Nëse nuk keni krijuar llogari, mund ta shpërfillni këtë email.',
  },
  resetPassword: {
    subject: 'Rivendosni fjalëkalimin tuaj',
    greeting: (name) => `Përshëndetje ${name},`,
    body: 'Dikush kërkoi të rivendosë fjalëkalimin e llogarisë suaj. Hapni lidhjen më poshtë për të zgjedhur një të ri.',
    action: 'Rivendos fjalëkalimin',
    expiry:
      'Lidhja funksionon një herë dhe skadon pas 1 ore. Hyrja me fjalëkalimin e ri nxjerr nga llogaria të gjitha pajisjet e tjera.',
    ignore: 'Nëse nuk e keni kërkuar këtë, mund ta shpërfillni këtë email; fjalëkalimi juaj mbetet i njëjtë.',
  },
  emailChanged: {
    subject: 'Adresa juaj e email-it u ndryshua',
    greeting: (name) => `Përshëndetje ${name},`,
    body: (email) =>
      `Adresa e email-it e llogarisë suaj u ndryshua në ${email}. Email-et për llogarinë tuaj, si lidhjet për rivendosjen e fjalëkalimit, tani shkojnë atje.`,
    notYou:
      'Nëse nuk e keni bërë ju këtë ndryshim, hyni menjëherë, ndryshoni fjalëkalimin dhe rikthejeni adresën e email-it, ose kontaktoni administratorin e këtij serveri.',
  },
};

export default words;
