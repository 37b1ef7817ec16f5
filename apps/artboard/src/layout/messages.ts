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
