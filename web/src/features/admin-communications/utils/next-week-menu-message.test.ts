import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { applySchoolSettings } from '../../../lib/school-clock.ts';
import type { NextWeekMenu } from '../api/admin-communications.ts';
import { nextWeekMenuDraft } from './next-week-menu-message.ts';

const menu = {
  weekStartDate: '2026-11-30',
  weekEndDate: '2026-12-04',
  days: [
    {
      dayOfWeek: 'Monday',
      date: '2026-11-30',
      items: [{ id: 1, menuItem: 'Chicken Teriyaki Bowl', description: 'With rice', price: '7.50', calories: '520' }],
    },
  ],
} as unknown as NextWeekMenu;

describe("'Load Next Week Menu' drafts in the administrator's screen language", () => {
  beforeAll(() => applySchoolSettings({ timeZone: 'America/Los_Angeles' }));

  it("when the screens are English, then the draft is the spec's English announcement", () => {
    expect(nextWeekMenuDraft(menu, i18next.getFixedT('en'), 'en')).toEqual({
      subject: "Next Week's Lunch Menu",
      message: [
        'Dear parents,',
        '',
        "Here is next week's lunch menu (week of Nov 30, 2026):",
        '',
        'Monday, November 30, 2026',
        '- Chicken Teriyaki Bowl ($7.50, 520 cal): With rice',
        '',
        "Orders for Monday must be placed by 9:00 PM on Sunday, November 29; each day's lunch can be ordered until 9:00 PM (10:00 PM in daylight saving time) the evening before.",
        '',
        'Thank you!',
      ].join('\n'),
    });
  });

  it("when the screens are Spanish, then the frame, the dates, the price and the deadline are Spanish and the dish keeps the menu's words", () => {
    const draft = nextWeekMenuDraft(menu, i18next.getFixedT('es'), 'es');
    expect(draft.subject).toBe('Menú de almuerzos de la próxima semana');
    expect(draft.message).toContain('Estimados padres de familia:\n\nEste es el menú de almuerzos de la próxima semana (semana del 30 nov 2026):');
    expect(draft.message).toContain('lunes, 30 de noviembre de 2026\n- Chicken Teriyaki Bowl ($7.50, 520 cal): With rice');
    expect(draft.message).toContain('Los pedidos para el lunes deben hacerse antes de las 9:00 p.m. del domingo, 29 de noviembre;');
    expect(draft.message.endsWith('¡Gracias!')).toBe(true);
  });
});
