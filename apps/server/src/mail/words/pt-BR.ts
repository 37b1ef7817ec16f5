import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifique seu endereço de e-mail',
    greeting: (name) => `Olá, ${name},`,
    body: 'Confirme que este é o seu endereço de e-mail abrindo o link abaixo.',
    action: 'Verificar endereço de e-mail',
    expiry: 'O link funciona uma única vez e expira em 24 horas.',
    ignore: 'Se você não criou uma conta, pode ignorar este e-mail.',
  },
  resetPassword: {
    subject: 'Redefina sua senha',
    greeting: (name) => `Olá, ${name},`,
    body: 'Alguém pediu para redefinir a senha da sua conta. Abra o link abaixo para escolher uma nova.',
    action: 'Redefinir senha',
    expiry:
      'O link funciona uma única vez e expira em 1 hora. Entrar com a nova senha desconecta todos os outros dispositivos.',
    ignore: 'Se você não fez esse pedido, pode ignorar este e-mail; sua senha continua a mesma.',
  },
};

export default words;
