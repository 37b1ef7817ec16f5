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
  emailChanged: {
    subject: 'Votre adresse e-mail a été modifiée',
    greeting: (name) => `Bonjour ${name},`,
    body: (email) =>
      `L’adresse e-mail de votre compte a été remplacée par ${email}. Les e-mails concernant votre compte, comme les liens de réinitialisation du mot de passe, y sont désormais envoyés.`,
    notYou:
      'Si vous n’êtes pas à l’origine de ce changement, connectez-vous immédiatement, changez votre mot de passe et rétablissez votre adresse e-mail, ou contactez l’administrateur de ce serveur.',
  },
};

export default words;
