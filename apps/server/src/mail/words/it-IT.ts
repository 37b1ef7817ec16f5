import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifica il tuo indirizzo email',
    greeting: (name) => `Ciao ${name},`,
    body: 'Conferma che questo è il tuo indirizzo email aprendo il link qui sotto.',
    action: 'Verifica indirizzo email',
    expiry: 'Il link funziona una sola volta e scade tra 24 ore.',
    ignore: 'Se non hai creato un account, puoi ignorare questa email.',
  },
  resetPassword: {
    subject: 'Reimposta la tua password',
    greeting: (name) => `Ciao ${name},`,
    body: 'Qualcuno ha chiesto di reimpostare la password del tuo account. Apri il link qui sotto per sceglierne una nuova.',
    action: 'Reimposta password',
    expiry:
      'Il link funziona una sola volta e scade tra 1 ora. Accedendo con la nuova password verranno disconnessi tutti gli altri dispositivi.',
    ignore: 'Se non l’hai chiesto tu, puoi ignorare questa email; la tua password resta invariata.',
  },
  emailChanged: {
    subject: 'Il tuo indirizzo email è stato modificato',
    greeting: (name) => `Ciao ${name},`,
    body: (email) =>
      `L’indirizzo email del tuo account è stato cambiato in ${email}. Le email sul tuo account, come i link per reimpostare la password, arrivano ora lì.`,
    notYou:
      'Se non sei stato tu, accedi subito, cambia la password e ripristina il tuo indirizzo email, oppure contatta l’amministratore di questo server.',
  },
};

export default words;
