import { afterEach, describe, expect, test } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { renderApp } from '../../testing/render-app.tsx';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';
import { AppHeader } from './app-header.tsx';

const signedOut = { CurrentUser: () => ({ data: { me: null } }) };

describe('the header language switch', () => {
  // The rendered page is still mounted here and redraws on the change: inside act, as React expects of a test.
  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  test('when a visitor presses Español, then the page turns Spanish with no raw key, and English returns with English', async () => {
    const { user } = await renderApp(
      <>
        <AppHeader />
        <LandingPage />
      </>,
      { server: signedOut },
    );
    expect(screen.getByRole('heading', { name: 'Kid-approved, nutritious lunches delivered fresh to school' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /español/i }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cómo funciona' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByRole('link', { name: 'Comience hoy' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(nav|landing|menu|home|language)\.[a-zA-Z]+/);

    await user.click(screen.getByRole('button', { name: /english/i }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument());
    expect(document.documentElement.lang).toBe('en');
  });
});
