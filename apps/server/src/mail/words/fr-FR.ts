import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Vérifiez votre adresse e-mail',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Veuillez confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant le lien ci-dessous.',
    action: 'Vérifier l’adresse e-mail',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 24 heures.',
    ignore: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  },
  resetPassword: {
    subject: 'Réinitialisez votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Ouvrez le lien ci-dessous pour en choisir un nouveau.',
    action: 'Réinitialiser le mot de passe',
    expiry:
      'Le lien ne fonctionne qu’une fois et expire dans 1 heure. Se connecter avec le nouveau mot de passe déconnecte tous les autres appareils.',
    ignore:
      'Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail\u00a0; votre mot de passe reste inchangé.',
  },
};

export default words;
