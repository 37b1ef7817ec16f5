import { describe, expect, it } from 'vitest';
import { displayPictureUrl } from './pictures.ts';

describe('displayPictureUrl', () => {
  it('shows remote pictures through the app, encoded whole', () => {
    expect(displayPictureUrl(' https://cdn.example.com/a b.png?x=1&y=2 ')).toBe(
      '/api/pictures/remote?url=https%3A%2F%2Fcdn.example.com%2Fa%20b.png%3Fx%3D1%26y%3D2',
    );
    expect(displayPictureUrl('HTTP://example.com/a.png')).toMatch(/^\/api\/pictures\/remote\?url=/);
  });

  it("leaves the app's own paths, empty values and what is not http(s) as they are", () => {
    for (const url of ['/api/storage/u/a.webp', '', 'data:image/png;base64,AA', 'blob:https://x/1']) {
      expect(displayPictureUrl(url)).toBe(url);
    }
  });

  it('loads files of the page’s own origin directly when the page says what its origin is', () => {
    const own = 'https://cv.example.com';
    expect(displayPictureUrl(`${own}/api/storage/u/a.webp`, own)).toBe('/api/storage/u/a.webp');
    expect(displayPictureUrl(`${own}.evil.example/a.png`, own)).toMatch(/^\/api\/pictures\/remote/);
    for (const address of [`${own}//evil.example/a.png`, `${own}/\\evil.example/a.png`])
      expect(displayPictureUrl(address, own), address).toMatch(/^\/api\/pictures\/remote\?url=/);
    expect(displayPictureUrl(`${own}/api/storage/u/a.webp`)).toMatch(/^\/api\/pictures\/remote/);
  });
});
