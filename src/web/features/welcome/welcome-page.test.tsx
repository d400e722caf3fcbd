import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfigQuery } from '../../lib/public-config.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { WelcomePage } from './welcome-page.tsx';
import { QueryClient } from '@tanstack/react-query';

describe('the start page', () => {
  it('shows the portal title, the three benefits and the support contacts', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(publicConfigQuery().queryKey, {
      productTitle: 'Energetikai Tanúsítvány Portál',
      bankName: 'Partner Bank',
      bankLandingUrl: 'https://www.example.hu/program',
      supportPhone: '+36 1 234 5678',
      supportEmail: 'ugyfelszolgalat@portal.example.hu',
      devtoolsGuard: true,
    });
    renderWithProviders(<WelcomePage />, queryClient);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Energetikai Tanúsítvány Portál' }),
    ).toBeInTheDocument();
    for (const benefit of ['Gyors', 'Ingyenes', 'Szakértői támogatás'])
      expect(screen.getByText(benefit)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+36 1 234 5678' })).toHaveAttribute('href', 'tel:+3612345678');
    expect(screen.getByRole('link', { name: /Partner Bank/ })).toHaveAttribute(
      'href',
      'https://www.example.hu/program',
    );
  });
});
