import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages.ts';
import { buildPropertyView } from '../../test/property-view.ts';
import { renderInRouter } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { PropertyPage } from './property-page.tsx';

const ID = '00000000-0000-4000-8000-000000000001';

function showPage(id = ID) {
  renderInRouter(
    <Routes>
      <Route path="/property/:id" element={<PropertyPage />} />
      <Route path="/" element={<p>Főoldal tartalma</p>} />
    </Routes>,
    `/property/${id}`,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the property page', () => {
  it('says the property was not found, with a way back', async () => {
    stubApi({
      [`GET /api/properties/${ID}`]: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: MESSAGES.property.notFound } },
      }),
    });
    showPage();
    expect(await screen.findByRole('heading', { name: 'Az ingatlan nem található' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vissza a főoldalra' }));
    expect(screen.getByText('Főoldal tartalma')).toBeInTheDocument();
  });

  it('says a nonsense id is not found, with the way home and no retry, without asking the server', async () => {
    const calls = stubApi({});
    showPage('nem-letezo-azonosito');
    expect(await screen.findByRole('heading', { name: 'Az ingatlan nem található' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.invalidId)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Újrapróbálás' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vissza a főoldalra' }));
    expect(screen.getByText('Főoldal tartalma')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the appointment, the assigned auditor and the documents', async () => {
    stubApi({
      [`GET /api/properties/${ID}`]: () => ({
        body: buildPropertyView('appointment_scheduled', {
          appointmentDate: '2026-12-03T09:00:00.000Z',
          canCancelAppointment: true,
          auditor: {
            name: 'Szabó Péter',
            companyName: 'Szabó Energia Kft.',
            phone: '+36 20 555 0100',
            email: 'tanusito@example.hu',
          },
        }),
      }),
    });
    showPage();
    expect(
      await screen.findByRole('heading', { name: '1061 Budapest, Liszt Ferenc tér 7' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2026. december 3., csütörtök 10:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+36 20 555 0100' })).toHaveAttribute('href', 'tel:+36205550100');
    expect(screen.getByRole('link', { name: 'tanusito@example.hu' })).toHaveAttribute(
      'href',
      'mailto:tanusito@example.hu',
    );
    expect(screen.getByText('Folyamatban')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Letöltés' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Általános szerződési feltételek/ })).toHaveAttribute(
      'href',
      '/documents/aszf.pdf',
    );
    expect(screen.getByRole('button', { name: 'Időpont lemondása' })).toBeInTheDocument();
  });

  it('cancels the appointment with a message to the auditor', async () => {
    let property = buildPropertyView('appointment_scheduled', {
      appointmentDate: '2026-12-03T09:00:00.000Z',
      canCancelAppointment: true,
    });
    const calls = stubApi({
      [`GET /api/properties/${ID}`]: () => ({ body: property }),
      [`POST /api/properties/${ID}/appointment/cancel`]: () => {
        property = buildPropertyView('auditor_assigned');
        return { body: { property, message: MESSAGES.property.appointmentCancelled } };
      },
    });
    showPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Időpont lemondása' }));
    await userEvent.type(
      await screen.findByLabelText('Üzenet a tanúsítónak (nem kötelező)'),
      'Jövő héten jó.',
    );
    const dialog = screen.getByRole('dialog', { name: 'Időpont lemondása' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Időpont lemondása' }));
    expect(await screen.findByText(/Még nincs egyeztetett időpont/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ reason: 'Jövő héten jó.' });
  });

  it('shows the address instead of the map when the postcode has no coordinates', async () => {
    stubApi({
      [`GET /api/properties/${ID}`]: () => ({ body: buildPropertyView('new', { location: null }) }),
    });
    showPage();
    expect(await screen.findByText('Ehhez az irányítószámhoz nincs térképes helyünk.')).toBeInTheDocument();
  });
});

describe('the process on the property page', () => {
  it('is the dashboard’s four-step tracker, not a model of its own', async () => {
    stubApi({ [`GET /api/properties/${ID}`]: () => ({ body: buildPropertyView('auditor_assigned') }) });
    showPage();
    const process = await screen.findByRole('region', { name: 'A tanúsítás menete' });
    const steps = within(within(process).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Megrendelve'),
      expect.stringContaining('Tanúsító kijelölve'),
      expect.stringContaining('Időpont egyeztetve'),
      expect.stringContaining('Tanúsítvány elkészült'),
    ]);
    expect(steps.filter((step) => step.getAttribute('aria-current') === 'step')).toEqual([steps[1]]);
    expect(within(process).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  });

  it('shows the order date as Rögzítve once ordered, the registration date before', async () => {
    stubApi({
      [`GET /api/properties/${ID}`]: () => ({
        body: buildPropertyView('finding_auditor', {
          createdAt: '2026-03-02T09:00:00.000Z',
          orderedAt: '2026-11-02T09:00:00.000Z',
        }),
      }),
    });
    showPage();
    const data = await screen.findByRole('region', { name: 'Ingatlan adatai' });
    expect(within(data).getByText('2026. 11. 02.')).toBeInTheDocument();
    expect(within(data).queryByText('2026. 03. 02.')).not.toBeInTheDocument();
  });
});
