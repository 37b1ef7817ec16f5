// @vitest-environment-options {"url": "http://127.0.0.1:3119", "settings": {"disableIframePageLoading": true, "disableCSSFileLoading": true}}
// The public page /{username}/{slug}: a frame as wide as the page format, the title and link-preview tags,
// the link back to the product, and home when the resume cannot be fetched.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSampleResumeData, pageFormats, type PageFormat, type PublicResumeDto } from '@rb/schema';
import { expectPath, renderApp } from '@/test/render-app';
import { json } from '@/test/fake-api';

const publicResume = (format: PageFormat): PublicResumeDto => {
  const data = createSampleResumeData();
  data.basics.name = 'Ada Example';
  data.basics.headline = 'Engine designer';
  data.sections.summary.content = '<p>Designs <strong>analytical</strong> engines &amp; tables.</p>';
  data.metadata.page.format = format;
  const { notes: _notes, ...metadata } = data.metadata;
  return { id: 'r1', title: 'Engineer', data: { ...data, metadata }, user: { name: 'Ada', username: 'ada' } };
};

const stubServer = (resume: PublicResumeDto | null) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url === '/api/resume/public/ada/engineer')
      return resume ? json(200, resume) : json(404, { statusCode: 404, message: 'ResumeNotFound' });
    if (url === '/api/resume/print/r1/preview')
      return json(200, { url: 'http://localhost:3000/api/resume/print/r1/file/abc.webp' });
    return json(404, { statusCode: 404, message: 'NotFound' });
  });
  return calls;
};

const meta = (key: string) =>
  document.head
    .querySelector<HTMLMetaElement>(`meta[${key.startsWith('og:') ? 'property' : 'name'}="${key}"]`)
    ?.getAttribute('content');

const frame = () => screen.findByTestId('public-resume-frame', {}, { timeout: 8000 });

afterEach(() => vi.unstubAllGlobals());

describe('the public resume page', { timeout: 20_000 }, () => {
  it.each([
    ['a4', 210],
    ['letter', 216],
  ] as const)('sizes the frame to the %s page width (%i mm)', async (format, millimetres) => {
    expect(pageFormats[format].width).toBe(millimetres);
    stubServer(publicResume(format));
    await renderApp('/ada/engineer', null);
    const iframe = await frame();
    const pixels = (millimetres * 96) / 25.4;
    const px = (value: string) => Number(/^([\d.]+)px$/.exec(value)?.[1]);
    await waitFor(() => expect(px(iframe.style.width)).toBeCloseTo(pixels, 3));
    expect(iframe.getAttribute('src')).toBe('/artboard/preview');
    expect(px(iframe.parentElement!.style.maxWidth)).toBeCloseTo(pixels, 3);
    // The heading row above it is as wide as the sheet.
    const heading = screen.getByRole('heading', { name: 'Ada Example' });
    expect(heading.closest<HTMLElement>('[style]')!.style.maxWidth).toBe(`${millimetres}mm`);
  });

  it('names the tab and the link previews after the person and the resume, and links back', async () => {
    stubServer(publicResume('a4'));
    const { router } = await renderApp('/ada/engineer', null);
    await frame();
    await waitFor(() => expect(document.title).toBe('Ada Example — Engineer'));
    expect(meta('description')).toBe('Designs analytical engines & tables.');
    expect(meta('og:title')).toBe('Ada Example — Engineer');
    expect(meta('og:description')).toBe('Designs analytical engines & tables.');
    expect(meta('og:type')).toBe('profile');
    expect(meta('og:url')).toBe(window.location.href);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(screen.getByText('Engine designer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();

    const back = screen.getByRole('link', { name: /Made with/ });
    expect(back.getAttribute('href')).toBe('/');
    await userEvent.setup().click(back);
    await expectPath(router, '/');
    // Leaving the page takes its tags along.
    await waitFor(() => expect(meta('og:title')).toBeUndefined());
    expect(document.title).not.toBe('Ada Example — Engineer');
  });

  it('adds the preview image once the resume is on screen', async () => {
    const calls = stubServer(publicResume('a4'));
    await renderApp('/ada/engineer', null);
    const iframe = (await frame()) as HTMLIFrameElement;
    expect(calls).not.toContain('/api/resume/print/r1/preview');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'PAGE_LOADED', width: 794, height: 1123 },
          origin: window.location.origin,
          source: iframe.contentWindow,
        }),
      );
    });
    await waitFor(() =>
      expect(meta('og:image')).toBe('http://localhost:3000/api/resume/print/r1/file/abc.webp'),
    );
    expect(meta('twitter:image')).toBe('http://localhost:3000/api/resume/print/r1/file/abc.webp');
  });

  it('goes home when the resume cannot be fetched', async () => {
    stubServer(null);
    const { router } = await renderApp('/ada/engineer', null);
    await expectPath(router, '/');
  });
});
