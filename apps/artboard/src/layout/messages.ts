/**
 * The artboard's own few words (its panels), in the languages the interface is translated into. The artboard has
 * no Lingui set-up: loading a whole interface catalog for four sentences would cost more than the sheets, so they
 * live in this small table instead, and the person reading the panel decides the language: the interface language
 * they chose in the app (shared through the origin's storage), else their browser's.
 */
import { detectLocale } from '@rb/i18n/locale';
import { isTraditionalChinese } from '@rb/templates/fonts/fallbacks';

export type ArtboardWords = {
  waiting: string;
  invalidTitle: string;
  invalidIntro: string;
  failedTitle: string;
  failedIntro: string;
};

const en: ArtboardWords = {
  waiting: 'Waiting for the resume…',
  invalidTitle: 'This resume cannot be shown',
  invalidIntro: 'The document is not a valid resume. Fix these fields and try again:',
  failedTitle: 'This resume could not be drawn',
  failedIntro: 'Something in it stopped the preview. Undo the last change or try another template.',
};

const table: Record<string, ArtboardWords> = {
  en,
  ar: {
    waiting: 'في انتظار السيرة الذاتية…',
    invalidTitle: 'لا يمكن عرض هذه السيرة الذاتية',
    invalidIntro: 'المستند ليس سيرة ذاتية صالحة. صحّح هذه الحقول وحاول مرة أخرى:',
    failedTitle: 'تعذّر رسم هذه السيرة الذاتية',
    failedIntro: 'شيء ما فيها أوقف المعاينة. تراجع عن آخر تغيير أو جرّب قالباً آخر.',
  },
  cs: {
    waiting: 'Čeká se na životopis…',
    invalidTitle: 'Tento životopis nelze zobrazit',
    invalidIntro: 'Dokument není platný životopis. Opravte tato pole a zkuste to znovu:',
    failedTitle: 'Tento životopis nelze vykreslit',
    failedIntro: 'Něco v něm zastavilo náhled. Vraťte poslední změnu nebo zkuste jinou šablonu.',
  },
  de: {
    waiting: 'Warte auf den Lebenslauf…',
    invalidTitle: 'Dieser Lebenslauf kann nicht angezeigt werden',
    invalidIntro:
      'Das Dokument ist kein gültiger Lebenslauf. Korrigiere diese Felder und versuche es erneut:',
    failedTitle: 'Dieser Lebenslauf konnte nicht gezeichnet werden',
    failedIntro:
      'Etwas darin hat die Vorschau angehalten. Mache die letzte Änderung rückgängig oder wähle eine andere Vorlage.',
  },
  es: {
    waiting: 'Esperando el currículum…',
    invalidTitle: 'No se puede mostrar este currículum',
    invalidIntro: 'El documento no es un currículum válido. Corrige estos campos e inténtalo de nuevo:',
    failedTitle: 'No se ha podido dibujar este currículum',
    failedIntro: 'Algo en él detuvo la vista previa. Deshaz el último cambio o prueba otra plantilla.',
  },
  fr: {
    waiting: 'En attente du CV…',
    invalidTitle: 'Ce CV ne peut pas être affiché',
    invalidIntro: 'Le document n’est pas un CV valide. Corrigez ces champs et réessayez :',
    failedTitle: 'Ce CV n’a pas pu être dessiné',
    failedIntro:
      'Un élément a interrompu l’aperçu. Annulez la dernière modification ou essayez un autre modèle.',
  },
  he: {
    waiting: 'ממתין לקורות החיים…',
    invalidTitle: 'לא ניתן להציג את קורות החיים האלה',
    invalidIntro: 'המסמך אינו קורות חיים תקינים. תקנו את השדות האלה ונסו שוב:',
    failedTitle: 'לא ניתן היה לצייר את קורות החיים האלה',
    failedIntro: 'משהו בהם עצר את התצוגה המקדימה. בטלו את השינוי האחרון או נסו תבנית אחרת.',
  },
  it: {
    waiting: 'In attesa del curriculum…',
    invalidTitle: 'Impossibile mostrare questo curriculum',
    invalidIntro: 'Il documento non è un curriculum valido. Correggi questi campi e riprova:',
    failedTitle: 'Impossibile disegnare questo curriculum',
    failedIntro: 'Qualcosa ha interrotto l’anteprima. Annulla l’ultima modifica o prova un altro modello.',
  },
  ja: {
    waiting: '履歴書を待っています…',
    invalidTitle: 'この履歴書は表示できません',
    invalidIntro: '有効な履歴書ではありません。次の項目を修正して、もう一度お試しください:',
    failedTitle: 'この履歴書を描画できませんでした',
    failedIntro: 'プレビューが止まりました。直前の変更を元に戻すか、別のテンプレートをお試しください。',
  },
  ko: {
    waiting: '이력서를 기다리는 중…',
    invalidTitle: '이 이력서를 표시할 수 없습니다',
    invalidIntro: '올바른 이력서가 아닙니다. 다음 항목을 고친 뒤 다시 시도하세요:',
    failedTitle: '이 이력서를 그릴 수 없습니다',
    failedIntro: '미리 보기가 멈췄습니다. 마지막 변경을 되돌리거나 다른 템플릿을 사용해 보세요.',
  },
  nl: {
    waiting: 'Wachten op het cv…',
    invalidTitle: 'Dit cv kan niet worden getoond',
    invalidIntro: 'Het document is geen geldig cv. Verbeter deze velden en probeer het opnieuw:',
    failedTitle: 'Dit cv kon niet worden getekend',
    failedIntro:
      'Iets erin heeft het voorbeeld gestopt. Maak de laatste wijziging ongedaan of kies een ander sjabloon.',
  },
  pl: {
    waiting: 'Oczekiwanie na CV…',
    invalidTitle: 'Nie można wyświetlić tego CV',
    invalidIntro: 'Dokument nie jest poprawnym CV. Popraw te pola i spróbuj ponownie:',
    failedTitle: 'Nie udało się narysować tego CV',
    failedIntro: 'Coś w nim zatrzymało podgląd. Cofnij ostatnią zmianę lub wypróbuj inny szablon.',
  },
  pt: {
    waiting: 'A aguardar o currículo…',
    invalidTitle: 'Não é possível mostrar este currículo',
    invalidIntro: 'O documento não é um currículo válido. Corrija estes campos e tente novamente:',
    failedTitle: 'Não foi possível desenhar este currículo',
    failedIntro:
      'Algo nele interrompeu a pré-visualização. Desfaça a última alteração ou experimente outro modelo.',
  },
  'pt-BR': {
    waiting: 'Aguardando o currículo…',
    invalidTitle: 'Não é possível mostrar este currículo',
    invalidIntro: 'O documento não é um currículo válido. Corrija estes campos e tente de novo:',
    failedTitle: 'Não foi possível desenhar este currículo',
    failedIntro:
      'Algo nele interrompeu a pré-visualização. Desfaça a última alteração ou experimente outro modelo.',
  },
  ru: {
    waiting: 'Ожидание резюме…',
    invalidTitle: 'Это резюме нельзя показать',
    invalidIntro: 'Документ не является корректным резюме. Исправьте эти поля и попробуйте снова:',
    failedTitle: 'Не удалось отрисовать это резюме',
    failedIntro:
      'Что-то в нём остановило предпросмотр. Отмените последнее изменение или выберите другой шаблон.',
  },
  sv: {
    waiting: 'Väntar på cv:t…',
    invalidTitle: 'Det här cv:t kan inte visas',
    invalidIntro: 'Dokumentet är inte ett giltigt cv. Rätta de här fälten och försök igen:',
    failedTitle: 'Det här cv:t kunde inte ritas',
    failedIntro:
      'Något i det stoppade förhandsvisningen. Ångra den senaste ändringen eller prova en annan mall.',
  },
  tr: {
    waiting: 'Özgeçmiş bekleniyor…',
    invalidTitle: 'Bu özgeçmiş gösterilemiyor',
    invalidIntro: 'Belge geçerli bir özgeçmiş değil. Bu alanları düzeltip yeniden deneyin:',
    failedTitle: 'Bu özgeçmiş çizilemedi',
    failedIntro:
      'İçindeki bir şey önizlemeyi durdurdu. Son değişikliği geri alın veya başka bir şablon deneyin.',
  },
  uk: {
    waiting: 'Очікування резюме…',
    invalidTitle: 'Це резюме неможливо показати',
    invalidIntro: 'Документ не є коректним резюме. Виправте ці поля та спробуйте ще раз:',
    failedTitle: 'Не вдалося намалювати це резюме',
    failedIntro:
      'Щось у ньому зупинило попередній перегляд. Скасуйте останню зміну або спробуйте інший шаблон.',
  },
  vi: {
    waiting: 'Đang chờ sơ yếu lý lịch…',
    invalidTitle: 'Không thể hiển thị sơ yếu lý lịch này',
    invalidIntro: 'Tài liệu không phải là sơ yếu lý lịch hợp lệ. Hãy sửa các trường sau rồi thử lại:',
    failedTitle: 'Không thể vẽ sơ yếu lý lịch này',
    failedIntro: 'Có điều gì đó đã làm bản xem trước dừng lại. Hãy hoàn tác thay đổi cuối hoặc thử mẫu khác.',
  },
  no: {
    waiting: 'Venter på CV-en …',
    invalidTitle: 'Denne CV-en kan ikke vises',
    invalidIntro: 'Dokumentet er ikke en gyldig CV. Rett disse feltene og prøv igjen:',
    failedTitle: 'Denne CV-en kunne ikke tegnes',
    failedIntro: 'Noe i den stoppet forhåndsvisningen. Angre den siste endringen eller prøv en annen mal.',
  },
  ro: {
    waiting: 'Se așteaptă CV-ul…',
    invalidTitle: 'Acest CV nu poate fi afișat',
    invalidIntro: 'Documentul nu este un CV valid. Corectați aceste câmpuri și încercați din nou:',
    failedTitle: 'Acest CV nu a putut fi desenat',
    failedIntro: 'Ceva din el a oprit previzualizarea. Anulați ultima modificare sau încercați alt șablon.',
  },
  sk: {
    waiting: 'Čaká sa na životopis…',
    invalidTitle: 'Tento životopis nemožno zobraziť',
    invalidIntro: 'Dokument nie je platný životopis. Opravte tieto polia a skúste to znova:',
    failedTitle: 'Tento životopis sa nepodarilo vykresliť',
    failedIntro: 'Niečo v ňom zastavilo ukážku. Vráťte poslednú zmenu alebo skúste inú šablónu.',
  },
  fa: {
    waiting: 'در انتظار رزومه…',
    invalidTitle: 'این رزومه قابل نمایش نیست',
    invalidIntro: 'این سند رزومهٔ معتبری نیست. این فیلدها را اصلاح و دوباره تلاش کنید:',
    failedTitle: 'ترسیم این رزومه ممکن نشد',
    failedIntro: 'چیزی در آن پیش‌نمایش را متوقف کرد. آخرین تغییر را واگرد کنید یا قالب دیگری را امتحان کنید.',
  },
  th: {
    waiting: 'กำลังรอเรซูเม่…',
    invalidTitle: 'ไม่สามารถแสดงเรซูเม่นี้ได้',
    invalidIntro: 'เอกสารนี้ไม่ใช่เรซูเม่ที่ถูกต้อง แก้ไขฟิลด์ต่อไปนี้แล้วลองอีกครั้ง:',
    failedTitle: 'ไม่สามารถวาดเรซูเม่นี้ได้',
    failedIntro: 'มีบางอย่างในเรซูเม่ทำให้ตัวอย่างหยุดทำงาน เลิกทำการเปลี่ยนแปลงล่าสุดหรือลองใช้เทมเพลตอื่น',
  },
  sr: {
    waiting: 'Чека се биографија…',
    invalidTitle: 'Ова биографија не може да се прикаже',
    invalidIntro: 'Документ није исправна биографија. Исправите ова поља и покушајте поново:',
    failedTitle: 'Ова биографија није могла да се исцрта',
    failedIntro: 'Нешто у њој је зауставило преглед. Опозовите последњу измену или пробајте други шаблон.',
  },
  sq: {
    waiting: 'Në pritje të CV-së…',
    invalidTitle: 'Kjo CV nuk mund të shfaqet',
    invalidIntro: 'Dokumenti nuk është një CV e vlefshme. Ndreqni këto fusha dhe provoni përsëri:',
    failedTitle: 'Kjo CV nuk mund të vizatohej',
    failedIntro:
      'Diçka në të e ndaloi pamjen paraprake. Zhbëni ndryshimin e fundit ose provoni një shabllon tjetër.',
  },
  km: {
    waiting: 'កំពុងរង់ចាំប្រវត្តិរូប…',
    invalidTitle: 'មិនអាចបង្ហាញប្រវត្តិរូបនេះបានទេ',
    invalidIntro: 'ឯកសារនេះមិនមែនជាប្រវត្តិរូបត្រឹមត្រូវទេ។ សូមកែវាលទាំងនេះ ហើយព្យាយាមម្ដងទៀត៖',
    failedTitle: 'មិនអាចគូរប្រវត្តិរូបនេះបានទេ',
    failedIntro: 'មានអ្វីមួយនៅក្នុងវាបានបញ្ឈប់ការមើលជាមុន។ សូមមិនធ្វើវិញនូវការផ្លាស់ប្ដូរចុងក្រោយ ឬសាកល្បងគំរូផ្សេង។',
  },
  am: {
    waiting: 'ሲቪውን በመጠበቅ ላይ…',
    invalidTitle: 'ይህ ሲቪ ሊታይ አይችልም',
    invalidIntro: 'ሰነዱ ትክክለኛ ሲቪ አይደለም። እነዚህን መስኮች አስተካክለው እንደገና ይሞክሩ፦',
    failedTitle: 'ይህ ሲቪ ሊሳል አልቻለም',
    failedIntro: 'በውስጡ ያለ አንድ ነገር ቅድመ-እይታውን አቁሞታል። የመጨረሻውን ለውጥ ይቀልብሱ ወይም ሌላ አብነት ይሞክሩ።',
  },
  fi: {
    waiting: 'Odotetaan ansioluetteloa…',
    invalidTitle: 'Tätä ansioluetteloa ei voi näyttää',
    invalidIntro: 'Asiakirja ei ole kelvollinen ansioluettelo. Korjaa nämä kentät ja yritä uudelleen:',
    failedTitle: 'Tätä ansioluetteloa ei voitu piirtää',
    failedIntro:
      'Jokin sen sisällössä pysäytti esikatselun. Kumoa viimeisin muutos tai kokeile toista mallia.',
  },
  da: {
    waiting: "Venter på CV'et…",
    invalidTitle: 'Dette CV kan ikke vises',
    invalidIntro: 'Dokumentet er ikke et gyldigt CV. Ret disse felter, og prøv igen:',
    failedTitle: 'Dette CV kunne ikke tegnes',
    failedIntro:
      'Noget i det stoppede forhåndsvisningen. Fortryd den seneste ændring, eller prøv en anden skabelon.',
  },
  el: {
    waiting: 'Αναμονή για το βιογραφικό…',
    invalidTitle: 'Αυτό το βιογραφικό δεν μπορεί να εμφανιστεί',
    invalidIntro: 'Το έγγραφο δεν είναι έγκυρο βιογραφικό. Διορθώστε αυτά τα πεδία και δοκιμάστε ξανά:',
    failedTitle: 'Δεν ήταν δυνατή η σχεδίαση αυτού του βιογραφικού',
    failedIntro:
      'Κάτι σε αυτό σταμάτησε την προεπισκόπηση. Αναιρέστε την τελευταία αλλαγή ή δοκιμάστε άλλο πρότυπο.',
  },
  hu: {
    waiting: 'Várakozás az önéletrajzra…',
    invalidTitle: 'Ez az önéletrajz nem jeleníthető meg',
    invalidIntro: 'A dokumentum nem érvényes önéletrajz. Javítsd ki ezeket a mezőket, és próbáld újra:',
    failedTitle: 'Ezt az önéletrajzot nem sikerült megrajzolni',
    failedIntro:
      'Valami benne leállította az előnézetet. Vond vissza az utolsó módosítást, vagy próbálj ki egy másik sablont.',
  },
  bg: {
    waiting: 'Изчакване на автобиографията…',
    invalidTitle: 'Тази автобиография не може да бъде показана',
    invalidIntro: 'Документът не е валидна автобиография. Поправете тези полета и опитайте отново:',
    failedTitle: 'Тази автобиография не можа да бъде изчертана',
    failedIntro: 'Нещо в нея спря прегледа. Отменете последната промяна или опитайте друг шаблон.',
  },
  ca: {
    waiting: 'S’està esperant el currículum…',
    invalidTitle: 'No es pot mostrar aquest currículum',
    invalidIntro: 'El document no és un currículum vàlid. Corregeix aquests camps i torna-ho a provar:',
    failedTitle: 'No s’ha pogut dibuixar aquest currículum',
    failedIntro:
      'Alguna cosa del currículum ha aturat la previsualització. Desfés l’últim canvi o prova una altra plantilla.',
  },
  id: {
    waiting: 'Menunggu CV…',
    invalidTitle: 'CV ini tidak dapat ditampilkan',
    invalidIntro: 'Dokumen ini bukan CV yang valid. Perbaiki kolom berikut, lalu coba lagi:',
    failedTitle: 'CV ini tidak dapat digambar',
    failedIntro:
      'Ada sesuatu di dalamnya yang menghentikan pratinjau. Urungkan perubahan terakhir atau coba template lain.',
  },
  lt: {
    waiting: 'Laukiama gyvenimo aprašymo…',
    invalidTitle: 'Šio gyvenimo aprašymo negalima parodyti',
    invalidIntro:
      'Dokumentas nėra tinkamas gyvenimo aprašymas. Pataisykite šiuos laukus ir bandykite dar kartą:',
    failedTitle: 'Šio gyvenimo aprašymo nepavyko nupiešti',
    failedIntro:
      'Kažkas jame sustabdė peržiūrą. Anuliuokite paskutinį pakeitimą arba išbandykite kitą šabloną.',
  },
  lv: {
    waiting: 'Gaida CV…',
    invalidTitle: 'Šo CV nevar parādīt',
    invalidIntro: 'Dokuments nav derīgs CV. Izlabojiet šos laukus un mēģiniet vēlreiz:',
    failedTitle: 'Šo CV neizdevās uzzīmēt',
    failedIntro:
      'Kaut kas tajā apturēja priekšskatījumu. Atsauciet pēdējās izmaiņas vai izmēģiniet citu veidni.',
  },
  af: {
    waiting: 'Wag vir die CV…',
    invalidTitle: 'Hierdie CV kan nie gewys word nie',
    invalidIntro: 'Die dokument is nie ’n geldige CV nie. Maak hierdie velde reg en probeer weer:',
    failedTitle: 'Hierdie CV kon nie geteken word nie',
    failedIntro:
      'Iets daarin het die voorskou gestop. Ontdoen die laaste verandering of probeer ’n ander sjabloon.',
  },
  hi: {
    waiting: 'रिज़्यूमे का इंतज़ार हो रहा है…',
    invalidTitle: 'यह रिज़्यूमे नहीं दिखाया जा सकता',
    invalidIntro: 'यह दस्तावेज़ मान्य रिज़्यूमे नहीं है। इन फ़ील्ड को ठीक करें और फिर से कोशिश करें:',
    failedTitle: 'यह रिज़्यूमे नहीं बन सका',
    failedIntro: 'इसमें किसी चीज़ की वजह से प्रीव्यू रुक गया। पिछला बदलाव पहले जैसा करें या कोई दूसरा टेम्पलेट आज़माएं।',
  },
  bn: {
    waiting: 'সিভির জন্য অপেক্ষা করা হচ্ছে…',
    invalidTitle: 'এই সিভিটি দেখানো যাচ্ছে না',
    invalidIntro: 'ডকুমেন্টটি সঠিক সিভি নয়। এই ফিল্ডগুলো ঠিক করে আবার চেষ্টা করুন:',
    failedTitle: 'এই সিভিটি আঁকা যায়নি',
    failedIntro:
      'এর ভেতরের কিছু একটার কারণে প্রিভিউ থেমে গেছে। শেষ পরিবর্তনটি পূর্বাবস্থায় ফেরান বা অন্য টেমপ্লেট ব্যবহার করে দেখুন।',
  },
  mr: {
    waiting: 'रेझ्युमेची वाट पाहत आहे…',
    invalidTitle: 'हा रेझ्युमे दाखवता येत नाही',
    invalidIntro: 'हा दस्तऐवज वैध रेझ्युमे नाही. ही फील्ड दुरुस्त करा आणि पुन्हा प्रयत्न करा:',
    failedTitle: 'हा रेझ्युमे तयार करता आला नाही',
    failedIntro: 'त्यातील कशामुळे तरी प्रिव्ह्यू थांबला. शेवटचा बदल पूर्ववत करा किंवा दुसरे टेम्पलेट वापरून पाहा.',
  },
  ta: {
    waiting: 'ரெஸ்யூமுக்காகக் காத்திருக்கிறது…',
    invalidTitle: 'இந்த ரெஸ்யூமைக் காட்ட முடியாது',
    invalidIntro: 'இந்த ஆவணம் சரியான ரெஸ்யூம் அல்ல. இந்தப் புலங்களைத் திருத்தி மீண்டும் முயலவும்:',
    failedTitle: 'இந்த ரெஸ்யூமை வரைய முடியவில்லை',
    failedIntro:
      'அதில் உள்ள ஏதோ ஒன்று மாதிரிக்காட்சியை நிறுத்திவிட்டது. கடைசி மாற்றத்தைச் செயல்தவிர்க்கவும் அல்லது வேறு டெம்ப்ளேட்டை முயலவும்.',
  },
  te: {
    waiting: 'రెజ్యూమ్ కోసం వేచి ఉంది…',
    invalidTitle: 'ఈ రెజ్యూమ్‌ను చూపడం సాధ్యం కాదు',
    invalidIntro: 'ఈ డాక్యుమెంట్ చెల్లుబాటు అయ్యే రెజ్యూమ్ కాదు. ఈ ఫీల్డ్‌లను సరిచేసి మళ్లీ ప్రయత్నించండి:',
    failedTitle: 'ఈ రెజ్యూమ్‌ను రూపొందించడం సాధ్యం కాలేదు',
    failedIntro: 'ఇందులోని ఏదో ప్రివ్యూను ఆపివేసింది. చివరి మార్పును రద్దు చేయండి లేదా వేరే టెంప్లేట్‌ను ప్రయత్నించండి.',
  },
  kn: {
    waiting: 'ರೆಸ್ಯೂಮ್‌ಗಾಗಿ ಕಾಯಲಾಗುತ್ತಿದೆ…',
    invalidTitle: 'ಈ ರೆಸ್ಯೂಮ್ ಅನ್ನು ತೋರಿಸಲು ಸಾಧ್ಯವಿಲ್ಲ',
    invalidIntro: 'ಈ ಡಾಕ್ಯುಮೆಂಟ್ ಮಾನ್ಯ ರೆಸ್ಯೂಮ್ ಅಲ್ಲ. ಈ ಫೀಲ್ಡ್‌ಗಳನ್ನು ಸರಿಪಡಿಸಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ:',
    failedTitle: 'ಈ ರೆಸ್ಯೂಮ್ ಅನ್ನು ರಚಿಸಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ',
    failedIntro: 'ಅದರಲ್ಲಿನ ಯಾವುದೋ ಅಂಶ ಪೂರ್ವವೀಕ್ಷಣೆಯನ್ನು ನಿಲ್ಲಿಸಿದೆ. ಕೊನೆಯ ಬದಲಾವಣೆಯನ್ನು ರದ್ದುಗೊಳಿಸಿ ಅಥವಾ ಬೇರೆ ಟೆಂಪ್ಲೇಟ್ ಪ್ರಯತ್ನಿಸಿ.',
  },
  ml: {
    waiting: 'റെസ്യൂമെയ്ക്കായി കാത്തിരിക്കുന്നു…',
    invalidTitle: 'ഈ റെസ്യൂമെ കാണിക്കാനാകില്ല',
    invalidIntro: 'ഈ ഡോക്യുമെന്റ് സാധുവായ റെസ്യൂമെ അല്ല. ഈ ഫീൽഡുകൾ ശരിയാക്കി വീണ്ടും ശ്രമിക്കുക:',
    failedTitle: 'ഈ റെസ്യൂമെ വരയ്ക്കാനായില്ല',
    failedIntro: 'ഇതിലെ എന്തോ ഒന്ന് പ്രിവ്യൂ നിർത്തി. അവസാന മാറ്റം പഴയപടിയാക്കുക, അല്ലെങ്കിൽ മറ്റൊരു ടെംപ്ലേറ്റ് പരീക്ഷിക്കുക.',
  },
  ne: {
    waiting: 'सीभीको प्रतीक्षा गर्दै…',
    invalidTitle: 'यो सीभी देखाउन सकिँदैन',
    invalidIntro: 'यो कागजात मान्य सीभी होइन। यी फिल्डहरू सच्याएर फेरि प्रयास गर्नुहोस्:',
    failedTitle: 'यो सीभी बनाउन सकिएन',
    failedIntro: 'यसभित्रको कुनै कुराले प्रिभ्यु रोक्यो। अन्तिम परिवर्तन पूर्ववत् गर्नुहोस् वा अर्को टेम्प्लेट प्रयोग गरी हेर्नुहोस्।',
  },
  or: {
    waiting: 'ରିଜ୍ୟୁମ ପାଇଁ ଅପେକ୍ଷା କରାଯାଉଛି…',
    invalidTitle: 'ଏହି ରିଜ୍ୟୁମ ଦେଖାଯାଇପାରିବ ନାହିଁ',
    invalidIntro: 'ଏହି ଡକ୍ୟୁମେଣ୍ଟ ଏକ ବୈଧ ରିଜ୍ୟୁମ ନୁହେଁ। ଏହି ଫିଲ୍ଡଗୁଡ଼ିକ ସୁଧାରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ:',
    failedTitle: 'ଏହି ରିଜ୍ୟୁମ ତିଆରି କରାଯାଇପାରିଲା ନାହିଁ',
    failedIntro: 'ଏଥିରେ ଥିବା କିଛି ପ୍ରିଭ୍ୟୁକୁ ଅଟକାଇଦେଲା। ଶେଷ ପରିବର୍ତ୍ତନକୁ ପୂର୍ବବତ କରନ୍ତୁ କିମ୍ବା ଅନ୍ୟ ଏକ ଟେମ୍ପଲେଟ ଚେଷ୍ଟା କରନ୍ତୁ।',
  },
  zh: {
    waiting: '正在等待简历…',
    invalidTitle: '无法显示此简历',
    invalidIntro: '该文档不是有效的简历。请修正以下字段后重试：',
    failedTitle: '无法绘制此简历',
    failedIntro: '其中的某些内容使预览停止了。请撤销上一次更改或换一个模板。',
  },
  'zh-TW': {
    waiting: '正在等待履歷…',
    invalidTitle: '無法顯示此履歷',
    invalidIntro: '此文件不是有效的履歷。請修正下列欄位後再試一次：',
    failedTitle: '無法繪製此履歷',
    failedIntro: '其中的某些內容使預覽停止了。請復原上一次變更或改用其他範本。',
  },
};

/** The words for a locale: its own entry ('pt-BR', 'zh-TW'), its language's ('de-AT' → 'de'), else English. */
export function wordsFor(locale: string): { lang: string; words: ArtboardWords } {
  const exact = Object.keys(table).find((key) => key.toLowerCase() === locale.toLowerCase());
  if (exact) return { lang: exact, words: table[exact]! };
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  if (isTraditionalChinese(locale)) return { lang: 'zh-TW', words: table['zh-TW']! };
  return table[language] ? { lang: language, words: table[language] } : { lang: 'en', words: en };
}

/** The words for whoever is looking at the artboard. */
export const artboardWords = (): { lang: string; words: ArtboardWords } => wordsFor(detectLocale());
