import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifieer jou e-posadres',
    greeting: (name) => `Hallo ${name},`,
    body: 'Bevestig asseblief dat dit jou e-posadres is deur die skakel hieronder oop te maak.',
    action: 'Verifieer e-posadres',
    expiry: 'Die skakel werk een keer en verval oor 24 uur.',
    ignore: 'As jy nie ’n rekening geskep het nie, kan jy hierdie e-pos ignoreer.',
  },
  resetPassword: {
    subject: 'Stel jou wagwoord terug',
    greeting: (name) => `Hallo ${name},`,
    body: 'Iemand het gevra om die wagwoord van jou rekening terug te stel. Maak die skakel hieronder oop om ’n nuwe een te kies.',
    action: 'Stel wagwoord terug',
    expiry:
      'Die skakel werk een keer en verval oor 1 uur. As jy met die nuwe wagwoord aanmeld, word alle ander toestelle afgemeld.',
    ignore: 'As jy nie hierom gevra het nie, kan jy hierdie e-pos ignoreer; jou wagwoord bly dieselfde.',
  },
  emailChanged: {
    subject: 'Jou e-posadres is verander',
    greeting: (name) => `Hallo ${name},`,
    body: (email) =>
      `Die e-posadres van jou rekening is na ${email} verander. E-posse oor jou rekening, soos skakels om jou wagwoord terug te stel, gaan nou daarheen.`,
    notYou:
      'As jy nie hierdie verandering gemaak het nie, meld dadelik aan, verander jou wagwoord en stel jou e-posadres terug, of kontak die administrateur van hierdie bediener.',
  },
};

export default words;
