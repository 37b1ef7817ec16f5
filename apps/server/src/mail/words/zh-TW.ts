import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: '驗證您的電子郵件地址',
    greeting: (name) => `${name}，您好：`,
    body: '請開啟下方連結，確認這是您的電子郵件地址。',
    action: '驗證電子郵件地址',
    expiry: '此連結只能使用一次，24 小時後失效。',
    ignore: '如果您沒有建立帳號，可以忽略這封電子郵件。',
  },
  resetPassword: {
    subject: '重設您的密碼',
    greeting: (name) => `${name}，您好：`,
    body: '有人要求重設您帳號的密碼。請開啟下方連結設定新密碼。',
    action: '重設密碼',
    expiry: '此連結只能使用一次，1 小時後失效。使用新密碼登入後，其他所有裝置都會被登出。',
    ignore: '如果這不是您本人提出的要求，可以忽略這封電子郵件；您的密碼不會變更。',
  },
  emailChanged: {
    subject: '您的電子郵件地址已變更',
    greeting: (name) => `${name}，您好：`,
    body: (email) =>
      `您帳號的電子郵件地址已變更為 ${email}。與帳號相關的電子郵件（例如重設密碼的連結）今後將寄到該地址。`,
    notYou: '如果這不是您本人的操作，請立即登入，變更密碼並改回您的電子郵件地址，或聯絡此伺服器的管理員。',
  },
};

export default words;
