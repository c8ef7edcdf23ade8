import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { SignedInSessionsPanel } from './signed-in-sessions-panel.tsx';

const session = (id: string, userAgent: string | null, current: boolean) => ({
  __typename: 'Session',
  id,
  createdAt: '2026-11-20T15:00:00.000Z',
  lastSeenAt: '2026-11-23T16:00:00.000Z',
  userAgent,
  ip: current ? '203.0.113.7' : null,
  current,
});
const laptop = session(
  '11111111-1111-4111-8111-111111111111',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  true,
);
const phone = session(
  '22222222-2222-4222-8222-222222222222',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
  false,
);

describe("the profile's 'Where you're signed in'", () => {
  test('when the parent signs out another session, then the dialog names it, the server is asked and the parent is told', async () => {
    let sessions = [laptop, phone];
    const { user, sent } = await renderApp(<SignedInSessionsPanel />, {
      server: {
        MySessions: () => ({ data: { mySessions: sessions } }),
        RevokeMySession: () => {
          sessions = [laptop];
          return { data: { revokeMySession: true } };
        },
      },
    });
    const list = await screen.findByRole('list', { name: "Where you're signed in" });
    expect(within(list).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText(/unknown address · signed in/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this session?' });
    expect(dialog).toHaveTextContent('Safari on iOS will be signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('That session has been signed out.')).toBeInTheDocument();
    expect(sent.find((operation) => operation.operationName === 'RevokeMySession')?.variables).toEqual({ id: phone.id });
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  test('when the sessions cannot be loaded, then the section says so with a Retry', async () => {
    await renderApp(<SignedInSessionsPanel />, { server: { MySessions: () => ({ error: 'down', code: 'INTERNAL_SERVER_ERROR' }) } });
    expect(await screen.findByText("Could not load where you're signed in. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
