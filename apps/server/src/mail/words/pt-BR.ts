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
  emailChanged: {
    subject: 'Seu endereço de e-mail foi alterado',
    greeting: (name) => `Olá, ${name},`,
    body: (email) =>
      `O endereço de e-mail da sua conta foi alterado para ${email}. Os e-mails sobre a sua conta, como links para redefinir a senha, agora vão para lá.`,
    notYou:
      'Se não foi você quem fez essa alteração, entre imediatamente, troque sua senha e restaure seu endereço de e-mail, ou fale com o administrador deste servidor.',
  },
};

export default words;
