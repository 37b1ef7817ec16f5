import type { MailWords } from './types.ts';

const words: MailWords = {
  verifyEmail: {
    subject: 'Vahvista sähköpostiosoitteesi',
    greeting: (name) => `Hei ${name},`,
    body: 'Vahvista, että tämä on sähköpostiosoitteesi, avaamalla alla oleva linkki.',
    action: 'Vahvista sähköpostiosoite',
    expiry: 'Linkki toimii kerran ja vanhenee 24 tunnin kuluttua.',
    ignore: 'Jos et luonut tiliä, voit jättää tämän viestin huomiotta.',
  },
  resetPassword: {
    subject: 'Vaihda salasanasi',
    greeting: (name) => `Hei ${name},`,
    body: 'Joku pyysi tilisi salasanan vaihtamista. Valitse uusi salasana avaamalla alla oleva linkki.',
    action: 'Vaihda salasana',
    expiry:
      'Linkki toimii kerran ja vanhenee tunnin kuluttua. Kun kirjaudut uudella salasanalla, kaikki muut laitteet kirjataan ulos.',
    ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta; salasanasi pysyy ennallaan.',
  },
  emailChanged: {
    subject: 'Sähköpostiosoitteesi vaihdettiin',
    greeting: (name) => `Hei ${name},`,
    body: (email) =>
      `Tilisi sähköpostiosoitteeksi vaihdettiin ${email}. Tiliäsi koskevat viestit, kuten salasanan vaihtolinkit, lähetetään nyt sinne.`,
    notYou:
      'Jos et tehnyt tätä muutosta, kirjaudu heti sisään, vaihda salasanasi ja palauta sähköpostiosoitteesi, tai ota yhteyttä tämän palvelimen ylläpitäjään.',
  },
};

export default words;
