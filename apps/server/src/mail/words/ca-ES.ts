import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifica la teva adreça electrònica',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Confirma que aquesta és la teva adreça electrònica obrint l’enllaç següent.',
    action: 'Verifica l’adreça electrònica',
    expiry: 'L’enllaç funciona una sola vegada i caduca d’aquí a 24 hores.',
    ignore: 'Si no has creat cap compte, pots ignorar aquest correu.',
  },
  resetPassword: {
    subject: 'Restableix la contrasenya',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Algú ha demanat restablir la contrasenya del teu compte. Obre l’enllaç següent per triar-ne una de nova.',
    action: 'Restableix la contrasenya',
    expiry:
      'L’enllaç funciona una sola vegada i caduca d’aquí a 1 hora. En iniciar la sessió amb la contrasenya nova, es tancarà la sessió a tots els altres dispositius.',
    ignore: 'Si no ho has demanat, pots ignorar aquest correu; la teva contrasenya no canvia.',
  },
  emailChanged: {
    subject: 'S’ha canviat la teva adreça electrònica',
    greeting: (name) => `Hola, ${name}:`,
    body: (email) =>
      `L’adreça electrònica del teu compte s’ha canviat a ${email}. Els correus sobre el teu compte, com ara els enllaços per restablir la contrasenya, ara s’envien allà.`,
    notYou:
      'Si no has fet aquest canvi, inicia la sessió de seguida, canvia la contrasenya i torna a posar la teva adreça electrònica, o contacta amb l’administrador d’aquest servidor.',
  },
};

export default words;
