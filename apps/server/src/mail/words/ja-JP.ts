import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'メールアドレスの確認',
    greeting: (name) => `${name} 様`,
    body: '以下のリンクを開いて、このメールアドレスがご本人のものであることを確認してください。',
    action: 'メールアドレスを確認',
    expiry: 'このリンクは 1 回だけ使用でき、24 時間で有効期限が切れます。',
    ignore: 'アカウントを作成した覚えがない場合は、このメールを無視してください。',
  },
  resetPassword: {
    subject: 'パスワードの再設定',
    greeting: (name) => `${name} 様`,
    body: 'お使いのアカウントのパスワード再設定がリクエストされました。以下のリンクを開いて、新しいパスワードを設定してください。',
    action: 'パスワードを再設定',
    expiry:
      'このリンクは 1 回だけ使用でき、1 時間で有効期限が切れます。新しいパスワードでログインすると、他のすべてのデバイスからログアウトされます。',
    ignore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
  },
};

export default words;
