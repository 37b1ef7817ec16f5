// The text of every mail the server sends, per locale. Each entry produces a subject, a plain-text body
// and a small HTML body from the same words. Add a locale by adding an object of the same shape;
// unknown locales fall back by language (pt-BR -> pt) and then to en-US.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkMailWords {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

interface MailWords {
  /** Arabic and Hebrew mails need it, or clients lay the paragraphs out left to right. */
  dir?: 'rtl';
  verifyEmail: LinkMailWords;
  resetPassword: LinkMailWords;
}

const enUS: MailWords = {
  verifyEmail: {
    subject: 'Verify your email address',
    greeting: (name) => `Hi ${name},`,
    body: 'Please confirm that this is your email address by opening the link below.',
    action: 'Verify email address',
    expiry: 'The link works once and expires in 24 hours.',
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  resetPassword: {
    subject: 'Reset your password',
    greeting: (name) => `Hi ${name},`,
    body: 'Someone asked to reset the password of your account. Open the link below to choose a new one.',
    action: 'Reset password',
    expiry:
      'The link works once and expires in 1 hour. Signing in with the new password signs out every other device.',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  },
};

const de: MailWords = {
  verifyEmail: {
    subject: 'Bestätige deine E-Mail-Adresse',
    greeting: (name) => `Hallo ${name},`,
    body: 'Bitte bestätige über den folgenden Link, dass dies deine E-Mail-Adresse ist.',
    action: 'E-Mail-Adresse bestätigen',
    expiry: 'Der Link funktioniert einmal und läuft in 24 Stunden ab.',
    ignore: 'Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.',
  },
  resetPassword: {
    subject: 'Setze dein Passwort zurück',
    greeting: (name) => `Hallo ${name},`,
    body: 'Jemand hat angefordert, das Passwort deines Kontos zurückzusetzen. Über den folgenden Link wählst du ein neues.',
    action: 'Passwort zurücksetzen',
    expiry:
      'Der Link funktioniert einmal und läuft in 1 Stunde ab. Wenn du dich mit dem neuen Passwort anmeldest, werden alle anderen Geräte abgemeldet.',
    ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail; dein Passwort bleibt unverändert.',
  },
};

const es: MailWords = {
  verifyEmail: {
    subject: 'Verifica tu dirección de correo electrónico',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Confirma que esta es tu dirección de correo electrónico abriendo el siguiente enlace.',
    action: 'Verificar dirección de correo',
    expiry: 'El enlace solo funciona una vez y caduca en 24 horas.',
    ignore: 'Si no has creado ninguna cuenta, puedes ignorar este correo.',
  },
  resetPassword: {
    subject: 'Restablece tu contraseña',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Alguien ha pedido restablecer la contraseña de tu cuenta. Abre el siguiente enlace para elegir una nueva.',
    action: 'Restablecer contraseña',
    expiry:
      'El enlace solo funciona una vez y caduca en 1 hora. Al iniciar sesión con la contraseña nueva se cerrará la sesión en todos los demás dispositivos.',
    ignore: 'Si no lo has pedido tú, puedes ignorar este correo; tu contraseña no cambia.',
  },
};

const fr: MailWords = {
  verifyEmail: {
    subject: 'Vérifiez votre adresse e-mail',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Veuillez confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant le lien ci-dessous.',
    action: 'Vérifier l’adresse e-mail',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 24 heures.',
    ignore: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
  },
  resetPassword: {
    subject: 'Réinitialisez votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Ouvrez le lien ci-dessous pour en choisir un nouveau.',
    action: 'Réinitialiser le mot de passe',
    expiry:
      'Le lien ne fonctionne qu’une fois et expire dans 1 heure. Se connecter avec le nouveau mot de passe déconnecte tous les autres appareils.',
    ignore:
      'Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail\u00a0; votre mot de passe reste inchangé.',
  },
};

const it: MailWords = {
  verifyEmail: {
    subject: 'Verifica il tuo indirizzo email',
    greeting: (name) => `Ciao ${name},`,
    body: 'Conferma che questo è il tuo indirizzo email aprendo il link qui sotto.',
    action: 'Verifica indirizzo email',
    expiry: 'Il link funziona una sola volta e scade tra 24 ore.',
    ignore: 'Se non hai creato un account, puoi ignorare questa email.',
  },
  resetPassword: {
    subject: 'Reimposta la tua password',
    greeting: (name) => `Ciao ${name},`,
    body: 'Qualcuno ha chiesto di reimpostare la password del tuo account. Apri il link qui sotto per sceglierne una nuova.',
    action: 'Reimposta password',
    expiry:
      'Il link funziona una sola volta e scade tra 1 ora. Accedendo con la nuova password verranno disconnessi tutti gli altri dispositivi.',
    ignore: 'Se non l’hai chiesto tu, puoi ignorare questa email; la tua password resta invariata.',
  },
};

const ptBR: MailWords = {
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
};

const nl: MailWords = {
  verifyEmail: {
    subject: 'Bevestig je e-mailadres',
    greeting: (name) => `Hallo ${name},`,
    body: 'Bevestig dat dit je e-mailadres is door de link hieronder te openen.',
    action: 'E-mailadres bevestigen',
    expiry: 'De link werkt één keer en verloopt over 24 uur.',
    ignore: 'Als je geen account hebt aangemaakt, kun je deze e-mail negeren.',
  },
  resetPassword: {
    subject: 'Stel je wachtwoord opnieuw in',
    greeting: (name) => `Hallo ${name},`,
    body: 'Iemand heeft gevraagd het wachtwoord van je account opnieuw in te stellen. Open de link hieronder om een nieuw wachtwoord te kiezen.',
    action: 'Wachtwoord opnieuw instellen',
    expiry:
      'De link werkt één keer en verloopt over 1 uur. Als je inlogt met het nieuwe wachtwoord, word je op alle andere apparaten uitgelogd.',
    ignore: 'Als je hier niet om hebt gevraagd, kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
  },
};

const pl: MailWords = {
  verifyEmail: {
    subject: 'Potwierdź swój adres e-mail',
    greeting: (name) => `Witaj, ${name}!`,
    body: 'Potwierdź, że to Twój adres e-mail, otwierając poniższy link.',
    action: 'Potwierdź adres e-mail',
    expiry: 'Link działa jeden raz i wygasa po 24 godzinach.',
    ignore: 'Jeśli konto nie zostało założone przez Ciebie, możesz zignorować tę wiadomość.',
  },
  resetPassword: {
    subject: 'Zresetuj swoje hasło',
    greeting: (name) => `Witaj, ${name}!`,
    body: 'Ktoś poprosił o zresetowanie hasła do Twojego konta. Otwórz poniższy link, aby wybrać nowe.',
    action: 'Zresetuj hasło',
    expiry:
      'Link działa jeden raz i wygasa po 1 godzinie. Zalogowanie się nowym hasłem wyloguje wszystkie inne urządzenia.',
    ignore: 'Jeśli to nie Ty, możesz zignorować tę wiadomość; hasło pozostanie bez zmian.',
  },
};

const ja: MailWords = {
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

const zhCN: MailWords = {
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
};

const ru: MailWords = {
  verifyEmail: {
    subject: 'Подтвердите адрес электронной почты',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Подтвердите, что это ваш адрес электронной почты: откройте ссылку ниже.',
    action: 'Подтвердить адрес',
    expiry: 'Ссылка действует один раз и истекает через 24 часа.',
    ignore: 'Если вы не создавали аккаунт, просто проигнорируйте это письмо.',
  },
  resetPassword: {
    subject: 'Сброс пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Кто-то запросил сброс пароля для вашего аккаунта. Откройте ссылку ниже, чтобы задать новый пароль.',
    action: 'Сбросить пароль',
    expiry:
      'Ссылка действует один раз и истекает через 1 час. После входа с новым паролем на всех остальных устройствах будет выполнен выход.',
    ignore: 'Если вы этого не запрашивали, проигнорируйте это письмо; ваш пароль останется прежним.',
  },
};

const ko: MailWords = {
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
};

const zhTW: MailWords = {
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
};

const tr: MailWords = {
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
};

const sv: MailWords = {
  verifyEmail: {
    subject: 'Verifiera din e-postadress',
    greeting: (name) => `Hej ${name}!`,
    body: 'Bekräfta att det här är din e-postadress genom att öppna länken nedan.',
    action: 'Verifiera e-postadress',
    expiry: 'Länken fungerar en gång och slutar gälla om 24 timmar.',
    ignore: 'Om du inte har skapat något konto kan du strunta i det här mejlet.',
  },
  resetPassword: {
    subject: 'Återställ ditt lösenord',
    greeting: (name) => `Hej ${name}!`,
    body: 'Någon har bett om att få återställa lösenordet för ditt konto. Öppna länken nedan för att välja ett nytt.',
    action: 'Återställ lösenord',
    expiry:
      'Länken fungerar en gång och slutar gälla om 1 timme. När du loggar in med det nya lösenordet loggas alla andra enheter ut.',
    ignore: 'Om du inte har bett om detta kan du strunta i det här mejlet; ditt lösenord förblir detsamma.',
  },
};

const uk: MailWords = {
  verifyEmail: {
    subject: 'Підтвердьте свою електронну адресу',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: 'Підтвердьте, що це ваша електронна адреса: відкрийте посилання нижче.',
    action: 'Підтвердити адресу',
    expiry: 'Посилання працює один раз і діє 24 години.',
    ignore: 'Якщо ви не створювали обліковий запис, просто проігноруйте цей лист.',
  },
  resetPassword: {
    subject: 'Скидання пароля',
    greeting: (name) => `Вітаємо, ${name}!`,
    body: 'Хтось надіслав запит на скидання пароля вашого облікового запису. Відкрийте посилання нижче, щоб задати новий пароль.',
    action: 'Скинути пароль',
    expiry:
      'Посилання працює один раз і діє 1 годину. Після входу з новим паролем на всіх інших пристроях буде виконано вихід.',
    ignore: 'Якщо ви цього не запитували, проігноруйте цей лист; ваш пароль залишиться незмінним.',
  },
};

const ptPT: MailWords = {
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
};

const cs: MailWords = {
  verifyEmail: {
    subject: 'Ověřte svou e-mailovou adresu',
    greeting: (name) => `Dobrý den, ${name},`,
    body: 'Potvrďte prosím otevřením odkazu níže, že jde o vaši e-mailovou adresu.',
    action: 'Ověřit e-mailovou adresu',
    expiry: 'Odkaz funguje jednou a jeho platnost vyprší za 24 hodin.',
    ignore: 'Pokud jste si účet nezaložili, můžete tento e-mail ignorovat.',
  },
  resetPassword: {
    subject: 'Obnovte své heslo',
    greeting: (name) => `Dobrý den, ${name},`,
    body: 'Někdo požádal o obnovení hesla k vašemu účtu. Otevřete odkaz níže a zvolte nové heslo.',
    action: 'Obnovit heslo',
    expiry:
      'Odkaz funguje jednou a jeho platnost vyprší za 1 hodinu. Přihlášením novým heslem se odhlásí všechna ostatní zařízení.',
    ignore: 'Pokud jste o to nežádali, můžete tento e-mail ignorovat; vaše heslo zůstane stejné.',
  },
};

const vi: MailWords = {
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
};

const ar: MailWords = {
  dir: 'rtl',
  verifyEmail: {
    subject: 'تحقق من عنوان بريدك الإلكتروني',
    greeting: (name) => `مرحبًا ${name}،`,
    body: 'يرجى تأكيد أن هذا هو عنوان بريدك الإلكتروني بفتح الرابط أدناه.',
    action: 'تأكيد عنوان البريد الإلكتروني',
    expiry: 'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 24 ساعة.',
    ignore: 'إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
  },
  resetPassword: {
    subject: 'إعادة تعيين كلمة المرور',
    greeting: (name) => `مرحبًا ${name}،`,
    body: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك. افتح الرابط أدناه لاختيار كلمة مرور جديدة.',
    action: 'إعادة تعيين كلمة المرور',
    expiry:
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة واحدة. يؤدي تسجيل الدخول بكلمة المرور الجديدة إلى تسجيل الخروج من جميع الأجهزة الأخرى.',
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
  },
};

const he: MailWords = {
  dir: 'rtl',
  verifyEmail: {
    subject: 'אימות כתובת האימייל שלך',
    greeting: (name) => `שלום ${name},`,
    body: 'כדי לאשר שזו כתובת האימייל שלך, יש לפתוח את הקישור שלמטה.',
    action: 'אימות כתובת האימייל',
    expiry: 'הקישור עובד פעם אחת ותוקפו יפוג בעוד 24 שעות.',
    ignore: 'אם לא יצרת חשבון, אפשר להתעלם מהאימייל הזה.',
  },
  resetPassword: {
    subject: 'איפוס הסיסמה שלך',
    greeting: (name) => `שלום ${name},`,
    body: 'התקבלה בקשה לאפס את הסיסמה של החשבון שלך. כדי לבחור סיסמה חדשה, יש לפתוח את הקישור שלמטה.',
    action: 'איפוס סיסמה',
    expiry: 'הקישור עובד פעם אחת ותוקפו יפוג בעוד שעה. התחברות עם הסיסמה החדשה מנתקת את כל המכשירים האחרים.',
    ignore: 'אם לא ביקשת זאת, אפשר להתעלם מהאימייל הזה; הסיסמה שלך לא תשתנה.',
  },
};

const catalogue: Record<string, MailWords> = {
  'en-US': enUS,
  en: enUS,
  de,
  'de-DE': de,
  es,
  'es-ES': es,
  fr,
  'fr-FR': fr,
  it,
  'it-IT': it,
  pt: ptBR,
  'pt-BR': ptBR,
  'pt-PT': ptPT,
  nl,
  'nl-NL': nl,
  pl,
  'pl-PL': pl,
  ja,
  'ja-JP': ja,
  zh: zhCN,
  'zh-CN': zhCN,
  ru,
  'ru-RU': ru,
  ko,
  'ko-KR': ko,
  'zh-TW': zhTW,
  tr,
  'tr-TR': tr,
  sv,
  'sv-SE': sv,
  uk,
  'uk-UA': uk,
  cs,
  'cs-CZ': cs,
  vi,
  'vi-VN': vi,
  ar,
  'ar-SA': ar,
  he,
  'he-IL': he,
};

export const wordsFor = (locale: string | null | undefined): MailWords => {
  if (locale && catalogue[locale]) return catalogue[locale];
  const language = locale?.split('-')[0];
  return (language && catalogue[language]) || enUS;
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const linkMail = (
  words: LinkMailWords,
  name: string,
  link: string,
  dir: 'ltr' | 'rtl' = 'ltr',
): MailContent => {
  const greeting = words.greeting(name);
  const text = [greeting, '', words.body, '', link, '', words.expiry, words.ignore, ''].join('\n');
  const html = `<!doctype html><html dir="${dir}"><body style="font-family:sans-serif;line-height:1.5;color:#111">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(words.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:8px 16px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(words.action)}</a></p>
<p dir="ltr" style="font-size:12px;color:#555">${escapeHtml(link)}</p>
<p style="font-size:12px;color:#555">${escapeHtml(words.expiry)}<br>${escapeHtml(words.ignore)}</p>
</body></html>`;
  return { subject: words.subject, text, html };
};

export const verifyEmailMail = (locale: string, name: string, link: string): MailContent => {
  const words = wordsFor(locale);
  return linkMail(words.verifyEmail, name, link, words.dir);
};

export const resetPasswordMail = (locale: string, name: string, link: string): MailContent => {
  const words = wordsFor(locale);
  return linkMail(words.resetPassword, name, link, words.dir);
};
