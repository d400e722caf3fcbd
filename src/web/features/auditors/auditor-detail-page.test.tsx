import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAuditorDetail, AuditorPerformance } from '../../../domain/admin.ts';
import { buildAdminAuditorRow } from '../../test/admin.ts';
import { renderInRouter } from '../../test/render.tsx';
import { AuditorDetailPage } from './auditor-detail-page.tsx';

const auditor: AdminAuditorDetail = {
  ...buildAdminAuditorRow({ onboardingStatus: 'accepted', averageRating: 4.5, ratingCount: 2 }),
  firstName: 'Nóra',
  lastName: 'Lakatos',
  postcode: '9700',
  city: 'Szombathely',
  street: 'Fő tér',
  houseNumber: '1',
  certificationId: null,
  specialisations: [],
  experience: null,
  notes: null,
  companyTaxNumber: null,
  termsAcceptedAt: null,
};

const performance: AuditorPerformance = {
  totalClients: 7,
  completed: 4,
  pending: 3,
  averageDaysToUpload: 6.5,
  feePerCertificateHuf: 20_000,
  earnedTotalHuf: 80_000,
  monthly: [],
  averageRating: 4.5,
  ratingCount: 2,
  reviews: [],
};

/** The auditor answers at once; the statistics when the test says so. */
function stubAnswers() {
  let answerPerformance: () => void = () => undefined;
  const performanceAnswered = new Promise<void>((resolve) => (answerPerformance = resolve));
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/admin/auditors/tanusito-1') return json(auditor);
      if (path === '/api/admin/auditors/tanusito-1/performance') {
        await performanceAnswered;
        return json(performance);
      }
      throw new Error(`Unexpected request in a test: ${path}`);
    }),
  );
  return answerPerformance;
}

afterEach(() => vi.unstubAllGlobals());

describe('the auditor detail', () => {
  it('appears whole once the statistics are in, so they never push the tabs down', async () => {
    const answerPerformance = stubAnswers();
    renderInRouter(
      <Routes>
        <Route path="/auditors/:id" element={<AuditorDetailPage />} />
      </Routes>,
      '/auditors/tanusito-1',
    );
    expect(await screen.findByText('Tanúsító adatainak betöltése...')).toBeInTheDocument();
    // The auditor is in, the statistics are not: nothing of the screen is drawn yet.
    await vi.waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.map(([input]) => String(input))).toContain(
        '/api/admin/auditors/tanusito-1/performance',
      ),
    );
    expect(screen.queryByRole('tab', { name: 'Áttekintés' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Lakatos Nóra' })).not.toBeInTheDocument();

    answerPerformance();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lakatos Nóra' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Statisztikák' })).toHaveTextContent('Elkészült4');
    expect(screen.getByRole('tab', { name: 'Áttekintés' })).toBeInTheDocument();
  });
});
