import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app.tsx';
import { SchoolClosures } from './school-closures.tsx';

const closure = (date: string, reason: string, schoolId: number | null) => ({ __typename: 'Closure' as const, date, reason, schoolId });

describe("the school office's closed days (issue 31)", () => {
  test("when the school office's page shows, then its school's upcoming closed days and every school's are listed by date", async () => {
    const { sent } = await renderApp(<SchoolClosures from="2026-12-02" schoolId={3} />, {
      server: { SchoolClosures: () => ({ data: { closures: [closure('2026-12-24', 'Winter break', null), closure('2026-12-10', 'Field day', 3)] } }) },
    });
    const list = await screen.findByRole('list', { name: 'Upcoming closed days' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Thursday, December 10, 2026 – Field day', 'Thursday, December 24, 2026 – Winter break (every school)']);
    expect(sent.find((operation) => operation.operationName === 'SchoolClosures')?.variables).toMatchObject({ from: '2026-12-02', schoolId: 3 });
  });

  test('when no day is closed ahead, then it says so', async () => {
    await renderApp(<SchoolClosures from="2026-12-02" schoolId={3} />, { server: { SchoolClosures: () => ({ data: { closures: [] } }) } });
    expect(await screen.findByText('No closed days ahead')).toBeInTheDocument();
  });
});
