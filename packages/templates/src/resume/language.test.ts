import { describe, expect, it } from 'vitest';
import { createSampleResumeData, resumeInLanguage, type ResumeData } from '@rb/schema';
import { documentLanguage } from './language.ts';

/** The sample with its own words replaced by these. */
function written(name: string, headline: string, summary: string): ResumeData {
  const data = createSampleResumeData();
  data.basics.name = name;
  data.basics.headline = headline;
  data.sections.summary.content = `<p>${summary}</p>`;
  data.sections.experience.items = [];
  data.sections.education.items = [];
  return data;
}

const japanese = written('山田 花子', 'シニアエンジニア', '使いやすい道具を作っています。');
const korean = written('김민지', '선임 소프트웨어 엔지니어', '접근성과 성능에 집중하는 제품을 만듭니다.');
const simplified = written(
  '王小明',
  '高级产品工程师',
  '十年来一直在构建人们每天使用的数字产品，负责设计与开发。',
);
const traditional = written(
  '王小明',
  '資深產品工程師',
  '十年來一直在開發人們每天使用的數位產品，負責設計與專案管理。',
);

describe('documentLanguage', () => {
  it('says the language of the version shown when the resume declares its versions', () => {
    const data = written('Mira Testwood', 'Engineer', 'I build things.');
    data.metadata.languages = ['en-US', 'de-DE'];
    data.metadata.translations = { 'de-DE': { basics: { headline: 'Ingenieurin' } } };
    expect(documentLanguage(data, 'fr-FR')).toBe('en-US');
    expect(documentLanguage(resumeInLanguage(data, 'de-DE'), 'fr-FR')).toBe('de-DE');
  });

  it('keeps the owner locale for a resume in Latin letters, and says en without one', () => {
    expect(documentLanguage(createSampleResumeData(), 'de-DE')).toBe('de-DE');
    expect(documentLanguage(createSampleResumeData())).toBe('en');
  });

  it('tells Japanese by its kana, Korean by Hangul, whatever the owner speaks', () => {
    expect(documentLanguage(japanese, 'en-US')).toBe('ja');
    expect(documentLanguage(japanese)).toBe('ja');
    expect(documentLanguage(korean, 'en-US')).toBe('ko');
    expect(documentLanguage(korean, 'ko-KR')).toBe('ko-KR');
  });

  it('tells Traditional from Simplified Chinese by the characters only one of them writes', () => {
    expect(documentLanguage(simplified, 'en-US')).toBe('zh');
    expect(documentLanguage(traditional, 'en-US')).toBe('zh-Hant');
    // An owner who writes Chinese knows best which one it is.
    expect(documentLanguage(traditional, 'zh-TW')).toBe('zh-TW');
    // Han characters alone could be Japanese: a Japanese owner keeps Japanese.
    expect(documentLanguage(written('山田太郎', '技術部長', '東京大学工学部'), 'ja-JP')).toBe('ja-JP');
  });

  it('names the right-to-left and other scripts', () => {
    expect(documentLanguage(written('ليلى حداد', 'مهندسة برمجيات', 'أبني أدوات هادئة'), 'en-US')).toBe('ar');
    expect(documentLanguage(written('נועה כהן', 'מהנדסת תוכנה', 'מפתחת מוצרים נגישים'), 'en-US')).toBe('he');
    expect(documentLanguage(written('Анна Петрова', 'Инженер', 'Создаю удобные продукты'), 'en-US')).toBe(
      'ru',
    );
    expect(documentLanguage(written('Анна Петрова', 'Інженерка', 'Створюю зручні продукти'), 'uk-UA')).toBe(
      'uk-UA',
    );
  });
});
