import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verificējiet savu e-pasta adresi',
    greeting: (name) => `Sveiki, ${name}!`,
    body: 'Lūdzu, apstipriniet, ka šī ir jūsu e-pasta adrese, atverot tālāk norādīto saiti.',
    action: 'Verificēt e-pasta adresi',
    expiry: 'Saite darbojas vienu reizi un ir derīga 24 stundas.',
    ignore: 'Ja neesat izveidojis kontu, varat ignorēt šo e-pastu.',
  },
  resetPassword: {
    subject: 'Atiestatiet paroli',
    greeting: (name) => `Sveiki, ${name}!`,
    body: 'Kāds pieprasīja atiestatīt jūsu konta paroli. Atveriet tālāk norādīto saiti, lai izvēlētos jaunu.',
    action: 'Atiestatīt paroli',
    expiry:
      'Saite darbojas vienu reizi un ir derīga 1 stundu. Pierakstoties ar jauno paroli, visās pārējās ierīcēs notiks izrakstīšanās.',
    ignore: 'Ja to nepieprasījāt, varat ignorēt šo e-pastu; jūsu parole paliek nemainīga.',
  },
  emailChanged: {
    subject: 'Jūsu e-pasta adrese ir mainīta',
    greeting: (name) => `Sveiki, ${name}!`,
    body: (email) =>
      `Jūsu konta e-pasta adrese ir mainīta uz ${email}. E-pasta ziņojumi par jūsu kontu, piemēram, paroles atiestatīšanas saites, tagad tiek sūtīti uz turieni.`,
    notYou:
      'Ja šīs izmaiņas neveicāt jūs, nekavējoties pierakstieties, nomainiet paroli un atjaunojiet savu e-pasta adresi vai sazinieties ar šī servera administratoru.',
  },
};

export default words;
