import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Verifikasi alamat email Anda',
    greeting: (name) => `Halo ${name},`,
    body: 'Konfirmasi bahwa ini alamat email Anda dengan membuka tautan di bawah ini.',
    action: 'Verifikasi alamat email',
    expiry: 'Tautan hanya berlaku sekali dan kedaluwarsa dalam 24 jam.',
    ignore: 'Jika Anda tidak membuat akun, abaikan saja email ini.',
  },
  resetPassword: {
    subject: 'Atur ulang kata sandi Anda',
    greeting: (name) => `Halo ${name},`,
    body: 'Seseorang meminta untuk mengatur ulang kata sandi akun Anda. Buka tautan di bawah ini untuk memilih kata sandi baru.',
    action: 'Atur ulang kata sandi',
    expiry:
      'Tautan hanya berlaku sekali dan kedaluwarsa dalam 1 jam. Masuk dengan kata sandi baru akan mengeluarkan semua perangkat lain.',
    ignore: 'Jika Anda tidak memintanya, abaikan saja email ini; kata sandi Anda tidak berubah.',
  },
  emailChanged: {
    subject: 'Alamat email Anda telah diubah',
    greeting: (name) => `Halo ${name},`,
    body: (email) =>
      `Alamat email akun Anda telah diubah menjadi ${email}. Email tentang akun Anda, seperti tautan atur ulang kata sandi, kini dikirim ke sana.`,
    notYou:
      'Jika Anda tidak melakukan perubahan ini, segera masuk, ubah kata sandi Anda, dan kembalikan alamat email Anda, atau hubungi administrator server ini.',
  },
};

export default words;
