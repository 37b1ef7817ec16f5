import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: '이메일 주소를 인증하세요',
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: '아래 링크를 열어 이 이메일 주소가 본인의 주소인지 확인해 주세요.',
    action: '이메일 주소 인증',
    expiry: '이 링크는 한 번만 사용할 수 있으며 24시간 후에 만료됩니다.',
    ignore: '계정을 만든 적이 없다면 이 이메일을 무시하셔도 됩니다.',
  },
  resetPassword: {
    subject: '비밀번호를 재설정하세요',
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: '누군가 회원님 계정의 비밀번호 재설정을 요청했습니다. 아래 링크를 열어 새 비밀번호를 정하세요.',
    action: '비밀번호 재설정',
    expiry:
      '이 링크는 한 번만 사용할 수 있으며 1시간 후에 만료됩니다. 새 비밀번호로 로그인하면 다른 모든 기기에서 로그아웃됩니다.',
    ignore: '요청한 적이 없다면 이 이메일을 무시하셔도 됩니다. 비밀번호는 그대로 유지됩니다.',
  },
  emailChanged: {
    subject: '이메일 주소가 변경되었습니다',
    greeting: (name) => `${name}님, 안녕하세요.`,
    body: (email) =>
      `회원님 계정의 이메일 주소가 ${email}(으)로 변경되었습니다. 비밀번호 재설정 링크 등 계정 관련 이메일은 이제 이 주소로 발송됩니다.`,
    notYou:
      '직접 변경하지 않았다면 즉시 로그인하여 비밀번호를 바꾸고 이메일 주소를 되돌리거나, 이 서버의 관리자에게 문의하세요.',
  },
};

export default words;
