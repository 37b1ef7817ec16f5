/**
 * Plain HTML resumes for Chromium to print: a single column with each entry's date set at the right edge, and a
 * sidebar layout (CSS grid) with the contacts, education and skills beside the experience. Headings vary by
 * person: uppercase, small caps, or ruled. System fonts only, no images, so the PDFs stay small.
 */
import type { Person } from './people.ts';

export type HtmlLayout = 'single' | 'sidebar';
export const htmlLayouts: HtmlLayout[] = ['single', 'sidebar'];

/**
 * A header without a heading, as simple tools write it: the name, then one contact per line (email, phone, place,
 * a link) and straight on to the experience, with no headline or profile between. `large` sets the name larger
 * than the body; `plain` sets it bold in the body's size, as some tools do.
 */
export type ContactsLayout = 'large' | 'plain';
export const contactsLayouts: ContactsLayout[] = ['large', 'plain'];

const headingStyles = [
  'text-transform: uppercase; letter-spacing: 0.08em; font-size: 11pt;',
  'font-variant: small-caps; font-size: 13pt;',
  'border-bottom: 1px solid #333; font-size: 12pt;',
];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const jobs = (person: Person) =>
  person.jobs
    .map(
      (job) => `<div class="entry">
  <div class="row"><strong>${escape(job.company)}</strong><span class="date">${escape(job.date)}</span></div>
  <div><em>${escape(job.position)}</em></div>
</div>`,
    )
    .join('\n');

const schools = (person: Person, withDateRight: boolean) =>
  person.schools
    .map((school) =>
      withDateRight
        ? `<div class="entry">
  <div class="row"><strong>${escape(school.institution)}</strong><span class="date">${escape(school.date)}</span></div>
  <div>${escape(school.degree)}</div>
</div>`
        : `<div class="entry"><strong>${escape(school.institution)}</strong><div>${escape(school.degree)}</div><div>${escape(school.date)}</div></div>`,
    )
    .join('\n');

const skillList = (person: Person) =>
  `<ul>${person.skills.map((skill) => `<li>${escape(skill)}</li>`).join('')}</ul>`;

export function resumeHtml(person: Person, layout: HtmlLayout, index: number): string {
  const h = person.headings;
  const style = `
  @page { size: A4; margin: 16mm; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 10pt; color: #111; margin: 0; }
  h1 { font-size: 22pt; margin: 0 0 4pt; }
  h2 { ${headingStyles[index % headingStyles.length]} margin: 14pt 0 6pt; }
  .row { display: flex; justify-content: space-between; }
  .entry { margin-bottom: 8pt; }
  ul { margin: 0; padding-left: 14pt; }
  .grid { display: grid; grid-template-columns: 60mm 1fr; column-gap: 10mm; }
  .side { background: #f1f1f1; padding: 6pt; }`;
  const head = `<!doctype html><html lang="${person.lang}"><head><meta charset="utf-8"><title>${escape(person.name)}</title><style>${style}</style></head><body>`;
  if (layout === 'single')
    return `${head}
<h1>${escape(person.name)}</h1>
<div>${escape(person.headline)}</div>
<div>${escape(person.email)} | ${escape(person.phone)} | ${escape(person.location)}</div>
<h2>${escape(h.profile)}</h2>
<p>${escape(person.summary)}</p>
<h2>${escape(h.experience)}</h2>
${jobs(person)}
<h2>${escape(h.education)}</h2>
${schools(person, true)}
<h2>${escape(h.skills)}</h2>
<div>${person.skills.map(escape).join(', ')}</div>
</body></html>`;
  return `${head}
<div class="grid">
<aside class="side">
<h1>${escape(person.name)}</h1>
<div>${escape(person.headline)}</div>
<h2>${escape(h.contact)}</h2>
<div>${escape(person.email)}</div>
<div>${escape(person.phone)}</div>
<div>${escape(person.location)}</div>
<h2>${escape(h.skills)}</h2>
${skillList(person)}
<h2>${escape(h.education)}</h2>
${schools(person, false)}
</aside>
<main>
<h2>${escape(h.profile)}</h2>
<p>${escape(person.summary)}</p>
<h2>${escape(h.experience)}</h2>
${jobs(person)}
</main>
</div>
</body></html>`;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-');

export function contactsHtml(person: Person, layout: ContactsLayout): string {
  const h = person.headings;
  const nameSize = layout === 'large' ? '20pt' : '10pt';
  const style = `
  @page { size: A4; margin: 18mm; }
  body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 10pt; color: #111; margin: 0; }
  .name { font-size: ${nameSize}; font-weight: bold; margin: 0 0 4pt; }
  h2 { font-size: 12pt; margin: 14pt 0 6pt; }
  .row { display: flex; justify-content: space-between; }
  .entry { margin-bottom: 8pt; }`;
  return `<!doctype html><html lang="${person.lang}"><head><meta charset="utf-8"><title>${escape(person.name)}</title><style>${style}</style></head><body>
<div class="name">${escape(person.name)}</div>
<div>${escape(person.email)}</div>
<div>${escape(person.phone)}</div>
<div>${escape(person.location)}</div>
<div>www.example.org/${slug(person.name)}</div>
<h2>${escape(h.experience)}</h2>
${jobs(person)}
<h2>${escape(h.education)}</h2>
${schools(person, true)}
<h2>${escape(h.skills)}</h2>
<div>${person.skills.map(escape).join(', ')}</div>
</body></html>`;
}
