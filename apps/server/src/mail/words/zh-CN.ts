import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: '验证您的邮箱地址',
    greeting: (name) => `${name}，您好：`,
    body: '请打开下面的链接，确认这是您的邮箱地址。',
    action: '验证邮箱地址',
    expiry: '该链接只能使用一次，24 小时后失效。',
    ignore: '如果您没有创建账户，可以忽略此邮件。',
  },
  resetPassword: {
    subject: '重置您的密码',
    greeting: (name) => `${name}，您好：`,
    body: '有人请求重置您账户的密码。请打开下面的链接设置新密码。',
    action: '重置密码',
    expiry: '该链接只能使用一次，1 小时后失效。使用新密码登录后，其他所有设备都将退出登录。',
    ignore: '如果这不是您本人的操作，可以忽略此邮件；您的密码不会改变。',
  },
  emailChanged: {
    subject: '您的邮箱地址已更改',
    greeting: (name) => `${name}，您好：`,
    body: (email) =>
      `您账户的邮箱地址已更改为 ${email}。与账户相关的邮件（例如重置密码的链接）今后将发送到该地址。`,
    notYou: '如果这不是您本人的操作，请立即登录，修改密码并改回您的邮箱地址，或联系本服务器的管理员。',
  },
};

export default words;
