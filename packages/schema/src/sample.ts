/**
 * The sample resume offered to new users and used by template previews. The person is invented.
 * Ids are fixed so that previews and snapshots stay stable. The picture is served by the web app.
 */
import { deepFreeze } from './resume/deep-freeze.ts';
import { resumeDataSchema, type ResumeData, type ResumeDataInput } from './resume/resume-data.ts';
import { sampleCustomSectionId, sampleSections } from './sample-sections.ts';

export const samplePictureUrl = '/sample/picture.svg';

const input: ResumeDataInput = {
  basics: {
    name: 'Ilse Varga-Moreno',
    headline: 'Senior Product Engineer building calm, accessible tools',
    email: 'ilse.varga@example.com',
    phone: '+31 20 555 0142',
    location: 'Utrecht, Netherlands',
    url: { label: 'ilsevarga.example.com', href: 'https://ilsevarga.example.com' },
    customFields: [
      {
        id: 'p3n8c2x7v5q1m9k4j6h0tzra',
        icon: 'translate',
        name: 'Languages',
        value: 'Dutch, Spanish, English',
      },
    ],
    picture: {
      url: samplePictureUrl,
      size: 120,
      aspectRatio: 1,
      borderRadius: 9999,
      effects: { hidden: false, border: false, grayscale: false },
    },
  },
  sections: sampleSections,
  metadata: {
    template: 'glalie',
    layout: [
      [
        [
          'summary',
          'experience',
          'education',
          'projects',
          `custom.${sampleCustomSectionId}`,
          'volunteer',
          'references',
        ],
        ['profiles', 'skills', 'languages', 'certifications', 'awards', 'publications', 'interests'],
      ],
    ],
    theme: { background: '#ffffff', text: '#000000', primary: '#0d9488' },
    notes: '<p>Private notes: tailor the summary for each application.</p>',
  },
};

/** The sample document, complete with every default, frozen; copy it with `createSampleResumeData()`. */
export const createSampleResumeData = (): ResumeData => resumeDataSchema.parse(structuredClone(input));
export const sampleResumeData: Readonly<ResumeData> = deepFreeze(createSampleResumeData());
