import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifica tu dirección de correo electrónico',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Confirma que esta es tu dirección de correo electrónico abriendo el siguiente enlace.',
    action: 'Verificar dirección de correo',
    expiry: 'El enlace solo funciona una vez y caduca en 24 horas.',
    ignore: 'Si no has creado ninguna cuenta, puedes ignorar este correo.',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Alguien ha pedido restablecer la contraseña de tu cuenta. Abre el siguiente enlace para elegir una nueva.',
    action: 'Restablecer contraseña',
    expiry:
      'El enlace solo funciona una vez y caduca en 1 hora. Al iniciar sesión con la contraseña nueva se cerrará la sesión en todos los demás dispositivos.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este correo; tu contraseña no cambia.',
  },
  emailChanged: {
    subject: 'Se ha cambiado tu dirección de correo electrónico',
    greeting: (name) => `Hola, ${name}:`,
    body: (email) =>
      `La dirección de correo electrónico de tu cuenta se ha cambiado a ${email}. Los correos sobre tu cuenta, como los enlaces para restablecer la contraseña, se envían ahora allí.`,
    notYou:
      'Si no has hecho tú este cambio, inicia sesión cuanto antes, cambia tu contraseña y vuelve a poner tu dirección de correo, o ponte en contacto con el administrador de este servidor.',
  },
};

export default words;
