// The resumes the render matrix prints: the sample, an empty one, a long one (4+ pages) and the sample written in
// Arabic, Chinese, Japanese and Korean. Invented people throughout.
import {
  createDefaultResumeData,
  createId,
  createSampleResumeData,
  type ResumeData,
  richTextToPlain,
} from '@rb/schema';

function longResume(): ResumeData {
  const data = createSampleResumeData();
  // A double-barrelled name with an apostrophe, too long for a narrow header or sidebar on one line at full size.
  data.basics.name = "Aleksandra O'Brien-Łukasiewicz";
  const [first] = data.sections.experience.items;
  data.sections.experience.items = Array.from({ length: 30 }, (_, index) => ({
    ...first!,
    id: createId(),
    company: `Northwind Company ${index + 1}`,
    position: index % 2 ? 'Staff Engineer' : 'Engineering Lead',
    date: `${2024 - index} - ${2025 - index}`,
  }));
  // A summary longer than a sheet: templates that show it outside the columns must still not lose any of it.
  const paragraph = richTextToPlain(data.sections.summary.content);
  data.sections.summary.content = Array.from(
    { length: 14 },
    (_, index) => `<p>${index + 1}. ${paragraph}</p>`,
  ).join('');
  // A section name that wraps to several lines wherever names sit in a narrow column.
  const custom = Object.values(data.sections.custom)[0]!;
  custom.name = 'Selected conference talks, workshops and guest lectures given between 2015 and 2024';
  return data;
}

/** The sample, with its person, jobs and studies written in another language. */
interface Translation {
  name: string;
  headline: string;
  location: string;
  summary: string;
  companies: [string, string, string];
  positions: [string, string, string];
  city: string;
  bullets: [string, string];
  institution: string;
  area: string;
  studyType: string;
  skills?: [string, string, string, string];
}

function translatedResume(text: Translation): ResumeData {
  const data = createSampleResumeData();
  data.basics.name = text.name;
  data.basics.headline = text.headline;
  data.basics.location = text.location;
  data.sections.summary.content = `<p>${text.summary}</p>`;
  data.sections.experience.items = data.sections.experience.items.map((item, index) => ({
    ...item,
    company: text.companies[index % 3]!,
    position: text.positions[index % 3]!,
    location: text.city,
    summary: `<ul>${text.bullets.map((bullet) => `<li>${bullet}</li>`).join('')}</ul>`,
  }));
  data.sections.education.items = data.sections.education.items.map((item) => ({
    ...item,
    institution: text.institution,
    area: text.area,
    studyType: text.studyType,
  }));
  const skills = text.skills;
  if (skills)
    data.sections.skills.items = data.sections.skills.items.map((item, index) => ({
      ...item,
      name: skills[index % 4]!,
    }));
  return data;
}

const rtlResume = () =>
  translatedResume({
    name: 'ليلى حداد',
    headline: 'مهندسة برمجيات أولى تبني أدوات هادئة وسهلة الوصول',
    location: 'عمّان، الأردن',
    summary:
      'أعمل منذ عشر سنوات على بناء منتجات رقمية يستخدمها الناس كل يوم، مع اهتمام خاص بسهولة الوصول والأداء.',
    companies: ['شركة المدار للبرمجيات', 'استوديو الورقة الخضراء', 'بيانات مفتوحة'],
    positions: ['مهندسة برمجيات أولى', 'مطورة واجهات', 'محللة بيانات'],
    city: 'عمّان',
    bullets: ['قدت فريقاً من ستة مهندسين لإعادة بناء لوحة التحكم.', 'خفضت زمن التحميل إلى النصف.'],
    institution: 'الجامعة الأردنية',
    area: 'علوم الحاسوب',
    studyType: 'بكالوريوس',
    skills: ['تطوير الواجهات', 'التصميم', 'قواعد البيانات', 'لغة رست'],
  });

const cjkResume = () =>
  translatedResume({
    name: '王小明',
    headline: '高级产品工程师，专注于无障碍与性能',
    location: '上海',
    summary: '十年来一直在构建人们每天使用的数字产品，特别关注无障碍访问和性能。',
    companies: ['潮汐物流', '明叶工作室', '乌得勒支开放数据'],
    positions: ['高级产品工程师', '前端开发工程师', '数据分析师'],
    city: '上海',
    bullets: ['带领六名工程师重建控制台。', '将加载时间缩短一半。'],
    institution: '复旦大学',
    area: '计算机科学',
    studyType: '学士',
  });

const japaneseResume = () =>
  translatedResume({
    name: '山田 花子',
    headline: 'シニアプロダクトエンジニア（アクセシビリティと性能）',
    location: '東京都',
    summary:
      '十年にわたり、毎日使われるデジタル製品を作ってきました。特にアクセシビリティと性能を大切にしています。',
    companies: ['潮見ロジスティクス株式会社', '明葉スタジオ', 'オープンデータ東京'],
    positions: ['シニアエンジニア', 'フロントエンド開発者', 'データアナリスト'],
    city: '東京',
    bullets: ['六人のチームを率いて管理画面を作り直しました。', '読み込み時間を半分にしました。'],
    institution: '東京大学',
    area: '情報科学',
    studyType: '学士',
  });

const koreanResume = () =>
  translatedResume({
    name: '김민지',
    headline: '접근성과 성능에 집중하는 선임 프로덕트 엔지니어',
    location: '서울',
    summary:
      '십 년 동안 사람들이 매일 쓰는 디지털 제품을 만들어 왔으며, 특히 접근성과 성능을 중요하게 생각합니다.',
    companies: ['조수 물류', '밝은잎 스튜디오', '서울 열린데이터'],
    positions: ['선임 엔지니어', '프론트엔드 개발자', '데이터 분석가'],
    city: '서울',
    bullets: ['여섯 명의 팀을 이끌고 관리 화면을 다시 만들었습니다.', '로딩 시간을 절반으로 줄였습니다.'],
    institution: '서울대학교',
    area: '컴퓨터공학',
    studyType: '학사',
  });

export const cases: Record<string, () => ResumeData> = {
  sample: createSampleResumeData,
  empty: createDefaultResumeData,
  long: longResume,
  rtl: rtlResume,
  cjk: cjkResume,
  ja: japaneseResume,
  ko: koreanResume,
};
