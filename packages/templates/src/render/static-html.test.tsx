// A resume rendered without a browser (the server's public page): every template, one unclipped sheet per layout
// page, the font stylesheets, the resume's own words, and nothing of what the resume hides.
import { describe, expect, it } from 'vitest';
import { createSampleResumeData, type ResumeData } from '@rb/schema';
import { templates } from '../registry.ts';
import { resumeSheetsHtml, staticSheetsClass } from './static-html.tsx';

const sheetsOf = (html: string) => html.match(/class="rb-sheet rb-tpl-[a-z]+"/g) ?? [];

describe('resumeSheetsHtml', () => {
  it.each(Object.values(templates).map((template) => template.id))('renders %s as static sheets', (id) => {
    const resume: ResumeData = createSampleResumeData();
    resume.metadata.template = id;
    const html = resumeSheetsHtml(resume);
    expect(html).toContain(`<div class="rb-resume ${staticSheetsClass}">`);
    expect(sheetsOf(html)).toHaveLength(resume.metadata.layout.length);
    expect(html).toContain(`rb-tpl-${id}`);
    expect(html).toContain(resume.basics.name);
    expect(html).toContain('rel="stylesheet" href="/fonts/');
  });

  it('gives each layout page its own sheet and leaves hidden sections out', () => {
    const resume = createSampleResumeData();
    resume.basics.name = 'Quinn Placeholder';
    resume.metadata.layout = [resume.metadata.layout[0]!, [['interests'], []]];
    resume.metadata.layout[0] = [
      resume.metadata.layout[0]![0]!.filter((section) => section !== 'interests'),
      resume.metadata.layout[0]![1]!.filter((section) => section !== 'interests'),
    ];
    resume.sections.summary.visible = false;
    const summary = resume.sections.summary.content.replace(/<[^>]+>/g, '').slice(0, 30);
    const html = resumeSheetsHtml(resume);
    expect(sheetsOf(html)).toHaveLength(2);
    expect(html).toContain('Quinn Placeholder');
    expect(summary.length).toBeGreaterThan(10);
    expect(html).not.toContain(summary);
  });
});
