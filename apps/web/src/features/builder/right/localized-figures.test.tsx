// The builder's figures read in the interface language's digits (Intl through @rb/i18n): Persian digits and
// separators in fa-IR, where raw numbers would print Latin digits.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createDefaultResumeData } from '@rb/schema';
import { configureApi } from '@/lib/api/client';
import { createQueryClient } from '@/lib/query-client';
import { activateLocale, i18n } from '@/lib/i18n';
import { fakeApi, json } from '@/test/fake-api';
import { testResume } from '@/test/test-resume';
import { LevelSlider } from '../fields/level-slider';
import { loadResume } from '../store/resume-store';
import { PageSection } from './page-section';
import { StatisticsSection } from './statistics-section';
import { TypographySection } from './typography-section';

const renderIn = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </QueryClientProvider>,
  );

beforeAll(async () => {
  await activateLocale('fa-IR');
  configureApi({ onSessionExpired: () => {} });
});
afterEach(() => vi.unstubAllGlobals());
afterAll(async () => {
  await activateLocale('en-US');
});

describe('figures in Farsi', () => {
  it('counts views and downloads in Persian digits', async () => {
    fakeApi({ 'GET /api/resume/resume-1/statistics': () => json(200, { views: 1234, downloads: 3 }) });
    loadResume(testResume(undefined, { visibility: 'public' }));
    renderIn(<StatisticsSection />);
    expect(await screen.findByText('۱٬۲۳۴')).toBeTruthy();
    expect(screen.getByText('۳')).toBeTruthy();
  });

  it('reads slider values and levels in Persian digits', () => {
    const data = createDefaultResumeData();
    data.metadata.page.spacing = 0.9;
    data.metadata.typography.lineHeight = 1.5;
    loadResume(testResume(data));
    renderIn(
      <>
        <PageSection />
        <TypographySection />
        <LevelSlider value={4} onChange={() => {}} />
      </>,
    );
    expect(screen.getByText('۹۰٪')).toBeTruthy();
    expect(screen.getByText('۱٫۵۰')).toBeTruthy();
    expect(screen.getByText('۴')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d+ %/);
  });
});
