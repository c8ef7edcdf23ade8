import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/render-app.tsx';
import { SchoolSettingsGate } from './school-settings-gate.tsx';

describe("the screens wait for the schools' settings", () => {
  test('when the settings cannot be read, then the gate says so with Retry, and Retry shows the screens once they come', async () => {
    let reachable = false;
    const { user } = await renderApp(
      <SchoolSettingsGate>
        <p>The screens</p>
      </SchoolSettingsGate>,
      {
        server: {
          SchoolSettings: () =>
            reachable ? { data: { schoolSettings: { __typename: 'SchoolSettings', timeZone: 'America/Los_Angeles' } } } : { error: 'unreachable' },
        },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Lunchbox could not reach the school's settings. Please check your connection and try again.");
    expect(screen.queryByText('The screens')).not.toBeInTheDocument();

    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The screens')).toBeInTheDocument();
  });
});
