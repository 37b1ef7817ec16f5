import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Xác minh địa chỉ email của bạn',
    greeting: (name) => `Xin chào ${name},`,
    body: 'Vui lòng mở liên kết bên dưới để xác nhận đây là địa chỉ email của bạn.',
    action: 'Xác minh địa chỉ email',
    expiry: 'Liên kết chỉ dùng được một lần và hết hạn sau 24 giờ.',
    ignore: 'Nếu bạn không tạo tài khoản, bạn có thể bỏ qua email này.',
  },
  resetPassword: {
    subject: 'Đặt lại mật khẩu của bạn',
    greeting: (name) => `Xin chào ${name},`,
    body: 'Có người đã yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở liên kết bên dưới để chọn mật khẩu mới.',
    action: 'Đặt lại mật khẩu',
    expiry:
      'Liên kết chỉ dùng được một lần và hết hạn sau 1 giờ. Đăng nhập bằng mật khẩu mới sẽ đăng xuất mọi thiết bị khác.',
    ignore: 'Nếu bạn không yêu cầu việc này, bạn có thể bỏ qua email này; mật khẩu của bạn vẫn giữ nguyên.',
  },
  emailChanged: {
    subject: 'Địa chỉ email của bạn đã được thay đổi',
    greeting: (name) => `Xin chào ${name},`,
    body: (email) =>
      `Địa chỉ email của tài khoản bạn đã được đổi thành ${email}. Các email về tài khoản, chẳng hạn liên kết đặt lại mật khẩu, giờ sẽ được gửi đến đó.`,
    notYou:
      'Nếu bạn không thực hiện thay đổi này, hãy đăng nhập ngay, đổi mật khẩu và đặt lại địa chỉ email của bạn, hoặc liên hệ với quản trị viên của máy chủ này.',
  },
};

export default words;
