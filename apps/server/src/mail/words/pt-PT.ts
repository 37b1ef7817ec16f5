import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifique o seu endereço de email',
    greeting: (name) => `Olá, ${name},`,
    body: 'Confirme que este é o seu endereço de email abrindo a ligação abaixo.',
    action: 'Verificar endereço de email',
    expiry: 'A ligação só funciona uma vez e expira dentro de 24 horas.',
    ignore: 'Se não criou uma conta, pode ignorar este email.',
  },
  resetPassword: {
    subject: 'Reponha a sua palavra-passe',
    greeting: (name) => `Olá, ${name},`,
    body: 'Alguém pediu para repor a palavra-passe da sua conta. Abra a ligação abaixo para escolher uma nova.',
    action: 'Repor palavra-passe',
    expiry:
      'A ligação só funciona uma vez e expira dentro de 1 hora. Iniciar sessão com a nova palavra-passe termina a sessão em todos os outros dispositivos.',
    ignore: 'Se não fez este pedido, pode ignorar este email; a sua palavra-passe mantém-se.',
  },
  emailChanged: {
    subject: 'O seu endereço de email foi alterado',
    greeting: (name) => `Olá, ${name},`,
    body: (email) =>
      `O endereço de email da sua conta foi alterado para ${email}. Os emails sobre a sua conta, como as ligações para repor a palavra-passe, passam a ser enviados para lá.`,
    notYou:
      'Se não fez esta alteração, inicie sessão de imediato, altere a sua palavra-passe e reponha o seu endereço de email, ou contacte o administrador deste servidor.',
  },
};

export default words;
