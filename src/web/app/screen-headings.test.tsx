// The server paints a screen's heading before the scripts run, from domain/screen-headings.ts, where the
// screen stands at the address for the visitor's role (decision 0027). The screen the router shows there must
// open with that heading, or the visitor would see one heading change into another.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_HEADING_ID } from '../../domain/layout.ts';
import { FIRST_HEADING_SCREENS, firstHeadingOf } from '../../domain/screen-headings.ts';
import { publicConfigQuery } from '../lib/public-config.ts';
import { sessionQuery } from '../lib/session.ts';
import { buildOperatorMe } from '../test/me.ts';
import { buildPublicConfig } from '../test/public-config.ts';
import { renderInRouter, testQueryClient } from '../test/render.tsx';
import { AppRoutes } from './router.tsx';

afterEach(() => vi.unstubAllGlobals());

const config = buildPublicConfig();
const screens = [
  ...FIRST_HEADING_SCREENS,
  // The bank's start screen names the bank and greets the person; the portal admin's greets the person.
  ...(['bank_admin', 'portal_admin'] as const).map((role) => ({
    path: '/',
    role,
    heading: firstHeadingOf('/', { ...buildOperatorMe(role), bankName: config.bankName })!,
  })),
];

describe('the headings the server paints first', () => {
  it.each(screens)(
    'are the first words of $path for $role, and go when the screen paints its own',
    async ({ path, role, heading }) => {
      // Every request stays unanswered: the heading stands before the screen's data.
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => {})),
      );
      const painted = document.createElement('div');
      painted.id = FRAME_HEADING_ID;
      document.body.prepend(painted);
      const queryClient = testQueryClient();
      queryClient.setQueryData(sessionQuery().queryKey, buildOperatorMe(role));
      queryClient.setQueryData(publicConfigQuery().queryKey, config);
      renderInRouter(<AppRoutes />, path, queryClient);
      const title = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
      expect(title).toHaveTextContent(heading.title);
      const main = screen.getByRole('main');
      expect(main.textContent).toMatch(new RegExp(`^${escape(heading.title + (heading.description ?? ''))}`));
      await waitFor(() => expect(document.getElementById(FRAME_HEADING_ID)).toBeNull());
    },
    15_000,
  );
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
