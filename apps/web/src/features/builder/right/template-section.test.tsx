import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { createDefaultResumeData, templateIds } from '@rb/schema';
import { activateLocale, i18n } from '@/lib/i18n';
import { currentData, loadResume } from '../store/resume-store';
import { testResume } from '@/test/test-resume';
import { TemplateSection, templateName, thumbnailOf } from './template-section';

/** The generated files as they are on disk, read through Vite (the front end's lint rules keep node:* out). */
const files = import.meta.glob<string>('../../../../public/templates/*.webp', {
  query: '?inline',
  import: 'default',
  eager: true,
});
const fileOf = (name: string) => {
  const dataUrl = files[`../../../../public${name}`];
  expect(dataUrl, `${name} is missing: run npm run thumbnails`).toBeDefined();
  return Uint8Array.from(atob(dataUrl!.slice(dataUrl!.indexOf(',') + 1)), (char) => char.charCodeAt(0));
};

/** Width and height of a lossy WebP (RIFF "WEBP" + "VP8 " chunk; the frame size sits after the start code). */
const webpSize = (file: Uint8Array) => {
  const ascii = (from: number, to: number) => String.fromCharCode(...file.subarray(from, to));
  expect(ascii(0, 4)).toBe('RIFF');
  expect(ascii(8, 16)).toBe('WEBPVP8 ');
  expect([...file.subarray(23, 26)]).toEqual([0x9d, 0x01, 0x2a]);
  const view = new DataView(file.buffer, file.byteOffset);
  return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
};

describe('template thumbnails on disk', () => {
  it.each(templateIds)('%s has a 360 px and a 720 px WebP of its first sheet', (id) => {
    const { src, srcSet } = thumbnailOf(id);
    const small = webpSize(fileOf(src));
    const large = webpSize(fileOf(`/templates/${id}@2x.webp`));
    expect(small.width).toBe(360);
    expect(large.width).toBe(720);
    // A sheet's proportions (A4 or Letter), not a cropped or blank strip.
    expect(small.height / small.width).toBeGreaterThan(1.25);
    expect(small.height / small.width).toBeLessThan(1.45);
    expect(srcSet).toContain(`/templates/${id}@2x.webp 720w`);
  });
});

describe('the template panel', () => {
  beforeAll(async () => {
    await activateLocale('en-US');
  });
  beforeEach(() => {
    const data = createDefaultResumeData();
    data.metadata.template = 'glalie';
    loadResume(testResume(data));
  });

  const renderPanel = () =>
    render(
      <I18nProvider i18n={i18n}>
        <TemplateSection />
      </I18nProvider>,
    );

  it('shows a lazy image with its name for every template, and no live frame', () => {
    const { container } = renderPanel();
    const cards = within(screen.getByRole('radiogroup', { name: 'Template' })).getAllByRole('radio');
    expect(cards.map((card) => card.textContent)).toEqual(templateIds.map(templateName));
    for (const [index, card] of cards.entries()) {
      const image = card.querySelector('img')!;
      expect(image.getAttribute('src')).toBe(`/templates/${templateIds[index]}.webp`);
      expect(image.getAttribute('srcset')).toContain(`/templates/${templateIds[index]}@2x.webp 720w`);
      expect(image.getAttribute('loading')).toBe('lazy');
    }
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('marks the current template and makes it the one tab stop', () => {
    renderPanel();
    const selected = screen.getByRole('radio', { checked: true });
    expect(selected.textContent).toBe('Glalie');
    expect(selected.tabIndex).toBe(0);
    expect(screen.getAllByRole('radio').filter((card) => card.tabIndex === 0)).toHaveLength(1);
  });

  it('selects a template by click, by arrow keys and by Home/End', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('radio', { name: 'Pikachu' }));
    expect(currentData().metadata.template).toBe('pikachu');

    await user.keyboard('{ArrowRight}');
    expect(currentData().metadata.template).toBe('rhyhorn');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Rhyhorn' }));
    await user.keyboard('{ArrowRight}');
    expect(currentData().metadata.template).toBe('unown');
    // Past the last card the arrows wrap round to the first.
    await user.keyboard('{ArrowRight}');
    expect(currentData().metadata.template).toBe('altaria');
    await user.keyboard('{ArrowLeft}');
    expect(currentData().metadata.template).toBe('unown');
    await user.keyboard('{Home}');
    expect(currentData().metadata.template).toBe('altaria');
    await user.keyboard('{End}');
    expect(currentData().metadata.template).toBe('unown');
    expect(screen.getByRole('radio', { checked: true }).textContent).toBe('Unown');
  });
});
