import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'E-posta adresinizi doğrulayın',
    greeting: (name) => `Merhaba ${name},`,
    body: 'Lütfen aşağıdaki bağlantıyı açarak bunun sizin e-posta adresiniz olduğunu onaylayın.',
    action: 'E-posta adresini doğrula',
    expiry: 'Bağlantı yalnızca bir kez çalışır ve 24 saat içinde geçerliliğini yitirir.',
    ignore: 'Bir hesap oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
  },
  resetPassword: {
    subject: 'Parolanızı sıfırlayın',
    greeting: (name) => `Merhaba ${name},`,
    body: 'Birisi hesabınızın parolasını sıfırlamak istedi. Yeni bir parola seçmek için aşağıdaki bağlantıyı açın.',
    action: 'Parolayı sıfırla',
    expiry:
      'Bağlantı yalnızca bir kez çalışır ve 1 saat içinde geçerliliğini yitirir. Yeni parolayla giriş yapmak diğer tüm cihazlardaki oturumları kapatır.',
    ignore: 'Bunu siz istemediyseniz bu e-postayı yok sayabilirsiniz; parolanız değişmez.',
  },
  emailChanged: {
    subject: 'E-posta adresiniz değiştirildi',
    greeting: (name) => `Merhaba ${name},`,
    body: (email) =>
      `Hesabınızın e-posta adresi ${email} olarak değiştirildi. Parola sıfırlama bağlantıları gibi hesabınızla ilgili e-postalar artık oraya gönderiliyor.`,
    notYou:
      'Bu değişikliği siz yapmadıysanız hemen giriş yapın, parolanızı değiştirin ve e-posta adresinizi geri alın ya da bu sunucunun yöneticisine başvurun.',
  },
};

export default words;
