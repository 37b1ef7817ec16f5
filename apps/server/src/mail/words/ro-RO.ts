import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verificați adresa de e-mail',
    greeting: (name) => `Bună, ${name},`,
    body: 'Confirmați că aceasta este adresa dvs. de e-mail deschizând linkul de mai jos.',
    action: 'Verificați adresa de e-mail',
    expiry: 'Linkul funcționează o singură dată și expiră în 24 de ore.',
    ignore: 'Dacă nu ați creat un cont, puteți ignora acest e-mail.',
  },
  resetPassword: {
    subject: 'Resetați parola',
    greeting: (name) => `Bună, ${name},`,
    body: 'Cineva a cerut resetarea parolei contului dvs. Deschideți linkul de mai jos pentru a alege una nouă.',
    action: 'Resetați parola',
    expiry:
      'Linkul funcționează o singură dată și expiră într-o oră. Conectarea cu parola nouă deconectează toate celelalte dispozitive.',
    ignore: 'Dacă nu ați cerut acest lucru, puteți ignora acest e-mail; parola rămâne aceeași.',
  },
  emailChanged: {
    subject: 'Adresa de e-mail a fost schimbată',
    greeting: (name) => `Bună, ${name},`,
    body: (email) =>
      `Adresa de e-mail a contului dvs. a fost schimbată în ${email}. E-mailurile despre cont, cum ar fi linkurile de resetare a parolei, ajung acum acolo.`,
    notYou:
      'Dacă nu ați făcut această modificare, conectați-vă imediat, schimbați parola și restabiliți adresa de e-mail sau contactați administratorul acestui server.',
  },
};

export default words;
