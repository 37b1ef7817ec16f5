/** The sections of the sample resume (see sample.ts); the person and every detail are invented. */
import type { ResumeDataInput } from './resume/resume-data.ts';

export const sampleCustomSectionId = 'k7w2mq9xv4c1hz8rjt5nbd3e';

const list = (...items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;

export const sampleSections: NonNullable<ResumeDataInput['sections']> = {
  summary: {
    content:
      '<p>Product engineer with nine years of experience turning messy workflows into clear, fast interfaces. ' +
      'I lead small teams from the first sketch to a measured launch, and I care about accessibility, ' +
      'performance budgets and code that the next person can read.</p>',
  },
  profiles: {
    items: [
      {
        id: 'r1t6y8u3i5o7p9a2s4d6f8gh',
        network: 'GitHub',
        username: 'ilsevarga',
        icon: 'github',
        url: { label: '', href: 'https://github.com/ilsevarga' },
      },
      {
        id: 'b2n4m6q8w1e3r5t7y9u2i4oz',
        network: 'LinkedIn',
        username: 'ilse-varga',
        icon: 'linkedin',
        url: { label: '', href: 'https://www.linkedin.com/in/ilse-varga' },
      },
      {
        id: 'c3v5b7n9m2q4w6e8r1t3y5ux',
        network: 'Mastodon',
        username: '@ilse@fosstodon.org',
        icon: 'mastodon',
        url: { label: '', href: 'https://fosstodon.org/@ilse' },
      },
    ],
  },
  experience: {
    items: [
      {
        id: 'd4f6g8h1j3k5l7z9x2c4v6bn',
        company: 'Tidewater Logistics',
        position: 'Senior Product Engineer',
        location: 'Utrecht (hybrid)',
        date: 'Jan 2021 - Present',
        url: { label: '', href: 'https://tidewater.example.com' },
        summary:
          '<p>Lead engineer of the dispatch planning suite used by 1,200 planners across six countries.</p>' +
          list(
            'Rebuilt the route board in React with virtualised lists, cutting load time from 9 s to 1.4 s.',
            'Introduced an accessibility review step; the product now meets WCAG 2.2 AA.',
            'Mentored four engineers, two of whom now lead their own teams.',
          ),
      },
      {
        id: 'e5g7h9j2k4l6z8x1c3v5b7nm',
        company: 'Brightleaf Studio',
        position: 'Front-end Developer',
        location: 'Rotterdam',
        date: 'Mar 2017 - Dec 2020',
        url: { label: '', href: 'https://brightleaf.example.com' },
        summary:
          '<p>Built booking and payment flows for cultural venues.</p>' +
          list(
            'Shipped a design system of 60 components shared by five client projects.',
            'Raised checkout conversion by 18% through form and error-message redesign.',
          ),
      },
      {
        id: 'f6h8j1k3l5z7x9c2v4b6n8mq',
        company: 'Open Data Utrecht',
        position: 'Junior Developer',
        location: 'Utrecht',
        date: 'Sep 2015 - Feb 2017',
        summary: '<p>Maintained the city open-data portal and its public APIs.</p>',
      },
    ],
  },
  education: {
    items: [
      {
        id: 'g7j9k2l4z6x8c1v3b5n7m9qw',
        institution: 'Utrecht University',
        studyType: 'Master of Science',
        area: 'Human-Computer Interaction',
        score: '8.1 / 10',
        date: '2013 - 2015',
        url: { label: '', href: 'https://www.uu.nl' },
        summary: '<p>Thesis on error recovery in multi-step web forms.</p>',
      },
      {
        id: 'h8k1l3z5x7c9v2b4n6m8q1we',
        institution: 'University of Granada',
        studyType: 'Bachelor of Science',
        area: 'Computer Science',
        date: '2009 - 2013',
      },
    ],
  },
  skills: {
    items: [
      {
        id: 'j9l2z4x6c8v1b3n5m7q9w2er',
        name: 'TypeScript',
        description: 'Expert',
        level: 5,
        keywords: ['React', 'Node.js', 'Vite'],
      },
      {
        id: 'k1z3x5c7v9b2n4m6q8w1e3rt',
        name: 'Interface design',
        description: 'Advanced',
        level: 4,
        keywords: ['Figma', 'Design systems'],
      },
      {
        id: 'l2x4c6v8b1n3m5q7w9e2r4ty',
        name: 'Databases',
        description: 'Proficient',
        level: 3,
        keywords: ['PostgreSQL', 'SQLite'],
      },
      { id: 'm3c5v7b9n2m4q6w8e1r3t5yu', name: 'Rust', description: 'Learning', level: 1, keywords: [] },
    ],
  },
  languages: {
    items: [
      { id: 'n4v6b8n1m3q5w7e9r2t4y6ui', name: 'Dutch', description: 'Native', level: 5 },
      { id: 'q5b7n9m2q4w6e8r1t3y5u7io', name: 'Spanish', description: 'Native', level: 5 },
      { id: 'w6n8m1q3w5e7r9t2y4u6i8op', name: 'English', description: 'Fluent', level: 4 },
      { id: 'e7m9q2w4e6r8t1y3u5i7o9pa', name: 'German', description: 'Basic', level: 0 },
    ],
  },
  awards: {
    items: [
      {
        id: 'r8q1w3e5r7t9y2u4i6o8p1as',
        title: 'Accessible Product of the Year',
        awarder: 'Dutch Digital Inclusion Awards',
        date: 'Nov 2023',
        summary: '<p>For the redesigned dispatch board at Tidewater Logistics.</p>',
      },
    ],
  },
  certifications: {
    items: [
      {
        id: 't9w2e4r6t8y1u3i5o7p9a2sd',
        name: 'Certified Professional in Accessibility Core Competencies',
        issuer: 'IAAP',
        date: 'Jun 2022',
        url: { label: '', href: 'https://www.accessibilityassociation.org' },
      },
    ],
  },
  interests: {
    items: [
      { id: 'y1e3r5t7y9u2i4o6p8a1s3df', name: 'Cycling', keywords: ['Touring', 'Bike repair'] },
      { id: 'u2r4t6y8u1i3o5p7a9s2d4fg', name: 'Typography', keywords: ['Letterpress', 'Variable fonts'] },
    ],
  },
  projects: {
    items: [
      {
        id: 'i3t5y7u9i2o4p6a8s1d3f5gh',
        name: 'Quiet Forms',
        description: 'Open-source form library',
        date: '2019 - Present',
        keywords: ['TypeScript', 'Accessibility'],
        url: { label: 'quietforms.example.org', href: 'https://quietforms.example.org' },
        summary:
          '<p>A small library for accessible, validated forms.</p>' +
          list('2,400 stars and 40 contributors.', 'Used in production by three public agencies.'),
      },
    ],
  },
  publications: {
    items: [
      {
        id: 'o4y6u8i1o3p5a7s9d2f4g6hj',
        name: 'Error Messages People Can Act On',
        publisher: 'Frontend Notes Quarterly',
        date: 'Apr 2022',
        url: { label: '', href: 'https://notes.example.org/error-messages' },
        summary: '<p>An essay on writing validation messages that explain the fix.</p>',
      },
    ],
  },
  volunteer: {
    items: [
      {
        id: 'p5u7i9o2p4a6s8d1f3g5h7jk',
        organization: 'Code Club Utrecht',
        position: 'Mentor',
        location: 'Utrecht',
        date: 'Feb 2018 - Present',
        summary: '<p>Teach programming basics to children aged 9 to 13 every other Saturday.</p>',
      },
    ],
  },
  references: {
    items: [
      {
        id: 'a6i8o1p3a5s7d9f2g4h6j8kl',
        name: 'Available on request',
        description: 'Former managers and colleagues',
        summary: '<p>Contact details are shared after a first conversation.</p>',
      },
    ],
  },
  custom: {
    [sampleCustomSectionId]: {
      id: sampleCustomSectionId,
      name: 'Talks',
      description: 'Selected conference talks',
      items: [
        {
          id: 's7o9p2a4s6d8f1g3h5j7k9lz',
          name: 'Fast Lists for Slow Devices',
          description: 'Frontend Lowlands',
          date: 'Oct 2023',
          location: 'Amsterdam',
          keywords: ['Performance'],
          url: { label: '', href: 'https://lowlands.example.org/talks/fast-lists' },
          summary: '<p>Virtualisation patterns that keep long lists usable on low-end phones.</p>',
        },
      ],
    },
  },
};
