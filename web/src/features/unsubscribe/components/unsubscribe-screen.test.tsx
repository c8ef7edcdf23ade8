import { useState } from 'react';
import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { UnsubscribeScreen } from './unsubscribe-screen.tsx';

/** The screen mounts on a click, so the test's stand-in for POST /api/unsubscribe is in place before its first request. */
function OpenLater() {
  const [open, setOpen] = useState(false);
  return open ? <UnsubscribeScreen /> : <button onClick={() => setOpen(true)}>Open the link</button>;
}

async function followLink(token: string, answer: { status: number; body: unknown }) {
  const requests: Array<{ url: string; body: unknown }> = [];
  const { user } = await renderApp(<OpenLater />, { path: `/unsubscribe?token=${token}` });
  globalThis.fetch = async (input, init) => {
    requests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  await user.click(screen.getByRole('button', { name: 'Open the link' }));
  return requests;
}

describe('the one-click unsubscribe page', () => {
  test('when the link is good, then it posts the token and says which e-mails stop', async () => {
    const requests = await followLink('abc.def', { status: 200, body: { kind: 'reminders' } });
    expect(await screen.findByText('You will no longer get reminder e-mails.')).toBeInTheDocument();
    expect(requests).toEqual([{ url: '/api/unsubscribe', body: { token: 'abc.def' } }]);
  });

  test('when the link is for low-balance e-mails, then it says those stop', async () => {
    await followLink('low.token', { status: 200, body: { kind: 'lowBalance' } });
    expect(await screen.findByText('You will no longer get low-balance e-mails.')).toBeInTheDocument();
  });

  test('when the token is refused, then the page says the link is not valid', async () => {
    await followLink('forged', { status: 400, body: { error: 'The unsubscribe link is not valid' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
