// Resumes the document exports (Word, Markdown, text) are tested on: the sample, and a resume with custom sections,
// hidden parts and rich text in every form the editor writes. The people are invented.
import { createId, createSampleResumeData, resumeDataSchema, type ResumeData } from '@rb/schema';

export const sampleCase = (): ResumeData => createSampleResumeData();

/** Texts that sit in hidden sections or items: no export may contain them. */
export const hiddenTexts = ['Secret Side Project', 'Hidden Employer BV', 'Hidden section heading'];

export const customSectionCase = (): ResumeData => {
  const shown = 'k1custom0section0shown00';
  const hidden = 'k2custom0section0hidden0';
  return resumeDataSchema.parse({
    basics: {
      name: 'Maren Østby-Kowalczyk',
      headline: 'Data engineer',
      email: 'maren@example.org',
      phone: '+47 22 00 00 00',
      location: 'Bergen',
      url: { label: '', href: 'https://maren.example.org' },
      customFields: [{ id: createId(), icon: '', name: 'GitHub', value: 'https://github.com/maren-example' }],
    },
    sections: {
      summary: {
        content:
          '<p>I build <strong>reliable</strong> pipelines with <em>care</em>; see <a href="https://blog.example.org/posts?id=1&amp;x=(2)">my <strong>blog</strong></a>.</p><p>Line one<br>line two &amp; *stars* _under_ # not a heading</p>',
      },
      experience: {
        items: [
          {
            id: createId(),
            company: 'Fjord Analytics AS',
            position: 'Lead Data Engineer',
            location: 'Bergen',
            date: '2022 - Present',
            summary:
              '<ol start="3"><li><p>Third step first</p></li><li><p>Then the fourth, with a nested list:</p><ul><li><p>nested <em>one</em></p></li><li><p>nested two</p></li></ul></li></ol><h3>Tools</h3><blockquote><p>Quoted praise</p></blockquote>',
            url: { label: 'fjord.example.no', href: 'https://fjord.example.no' },
          },
          {
            id: createId(),
            visible: false,
            company: 'Hidden Employer BV',
            position: 'Never shown',
          },
          { id: createId(), company: 'Nordlys Data', position: 'Engineer', date: '2019 - 2022' },
        ],
      },
      skills: {
        items: [
          { id: createId(), name: 'SQL', level: 4, keywords: ['PostgreSQL', 'DuckDB'] },
          { id: createId(), name: 'Python', description: 'Daily', level: 5 },
        ],
      },
      languages: { items: [{ id: createId(), name: 'Norwegian', level: 5 }] },
      projects: {
        items: [{ id: createId(), name: 'Secret Side Project', visible: false }],
      },
      custom: {
        [shown]: {
          id: shown,
          name: 'Open Source',
          description: '<p>Maintainer of small <strong>tools</strong>.</p>',
          items: [
            {
              id: createId(),
              name: 'tidy-csv',
              description: 'Maintainer',
              date: '2020',
              location: 'Online',
              summary: '<ul><li><p>400 stars</p></li></ul>',
              keywords: ['Rust'],
              url: { label: '', href: 'https://example.org/tidy-csv' },
            },
          ],
        },
        [hidden]: {
          id: hidden,
          name: 'Hidden section heading',
          visible: false,
          items: [{ id: createId(), name: 'Anything' }],
        },
      },
    },
    metadata: {
      page: { format: 'letter' },
      // The sidebar comes after the main column; the hidden section and unplaced ones still resolve safely.
      layout: [
        [
          ['summary', 'experience', `custom.${shown}`, `custom.${hidden}`],
          ['skills', 'languages', 'projects'],
        ],
      ],
    },
  });
};
