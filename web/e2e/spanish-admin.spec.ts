import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.ts';
import { signInAsAdmin } from './support/admin-helpers.ts';
import { typeDate } from './support/helpers.ts';
import { expectAllSpanish } from './support/spanish.ts';

/**
 * Issue 14 section 1 for the admin area: an administrator switches the screens to Spanish and every
 * tab of the dashboard, with a confirmation, speaks Spanish: no raw catalogue key, none of the
 * spec's English sentences, and axe finds nothing serious.
 */

/** Each tab's Spanish name, its ?tab= value, its Spanish heading and the spec's English texts it must no longer show. */
const TABS = [
  { name: 'Resumen', value: 'overview', heading: 'Resumen', english: ['Overview', 'Total Users', "Today's Orders", 'Emails Sent'] },
  { name: 'Pedidos', value: 'orders', heading: 'Pedidos de almuerzo', english: ['Lunch Orders', 'Print Labels', 'No lunch orders for this date'] },
  { name: 'Hoy', value: 'today', heading: 'Almuerzos de hoy', english: ["Today's Lunches", 'No lunches ordered for this day yet.'] },
  { name: 'Pagos', value: 'payments', heading: 'Pagos', english: ['Payments', 'No pending payments.', 'Mark Paid'] },
  { name: 'Producción', value: 'production', heading: 'Producción', english: ['Production', 'Download CSV', 'Any day of the week'] },
  {
    name: 'Menú',
    value: 'menu',
    heading: 'Gestión del menú',
    english: ['Menu Management', 'Set Weekly Menu', 'The active menu items, grouped by name, description and price.'],
  },
  { name: 'Calendario escolar', value: 'calendar', heading: 'Calendario escolar', english: ['School Calendar', 'Close a day', 'Close Day'] },
  { name: 'Escuelas', value: 'schools', heading: 'Escuelas', english: ['Add School', 'Delivery time', 'Order cut-off', 'the day before'] },
  {
    name: 'Comunicaciones',
    value: 'emails',
    heading: 'Comunicaciones',
    english: ['Send announcements, menu updates, payment reminders and emergency notices by email or WhatsApp.', 'Notification History', 'Quick Templates'],
  },
  {
    name: 'Comentarios',
    value: 'feedback',
    heading: 'Comentarios de los clientes',
    english: ['Customer Feedback', 'Feedback from parents will appear here.'],
    // What people typed is shown as written: an answer of the English scenarios before this one begins with it.
    typed: ['Thank you!'],
  },
  { name: 'Configuración', value: 'settings', heading: 'Configuración del sistema', english: ['System Settings', 'Test Email System', 'Payment settings'] },
  { name: 'Usuarios', value: 'users', heading: 'Gestión de usuarios', english: ['User Management', 'Contact Details', 'Registration Date'] },
  {
    name: 'Auditoría',
    value: 'audit',
    heading: 'Registro de auditoría',
    english: ['Audit trail', 'Apply filters', 'Download CSV', 'Signed in'],
    // The trail quotes what administrators typed (an answer of the English scenarios before this one begins with it).
    typed: ['Thank you!'],
  },
] as const;

async function expectSpanishOnly(page: Page, english: readonly string[], typed: readonly string[] = []): Promise<void> {
  await expectAllSpanish(page.locator('main'), typed);
  const text = await page.locator('main').innerText();
  for (const sentence of english) expect(text, `"${sentence}" is still English`).not.toContain(sentence);
}

/** The administrator's profile keeps the language; the English scenarios that follow expect English. */
async function backToEnglish(page: Page): Promise<void> {
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };
  const saved = await page.request.patch(`/api/user/${me.id}`, { data: { language: 'en' } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The administrator signed in on a desktop-wide screen, switched to Spanish from the header. */
async function adminInSpanish(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await page.getByRole('button', { name: /Switch to Spanish/ }).click();
  await expect(page.getByRole('heading', { name: 'Panel de administración', level: 1 })).toBeVisible();
}

test('when the administrator switches to Spanish, then every tab of the dashboard, its labels and a confirmation are in Spanish', async ({ page }) => {
  test.setTimeout(180_000);
  try {
    await adminInSpanish(page);
    await expect(page.getByText('Bienvenido(a), Administrator')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    for (const tab of TABS) {
      await page.getByRole('tab', { name: tab.name, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab.name, exact: true })).toHaveAttribute('aria-selected', 'true');
      // The first tab is the default one, so the address names it only once another tab has been chosen.
      if (tab.value !== 'overview') await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab.value}(&|$)`));
      const panel = page.getByRole('tabpanel', { name: tab.name, exact: true });
      await expect(panel.getByRole('heading', { name: tab.heading, exact: true }).first()).toBeVisible();
      // Wait for the tab's data: no spinner left in the panel.
      await expect(panel.getByRole('progressbar')).toHaveCount(0);
      await expectSpanishOnly(page, tab.english, 'typed' in tab ? tab.typed : []);
      await expectAccessible(page, `the admin's ${tab.value} tab in Spanish`);
    }

    // The printable lunch-box labels print in the language of the screens.
    await page.getByRole('tab', { name: 'Pedidos', exact: true }).click();
    await page.getByRole('button', { name: 'Imprimir etiquetas' }).click();
    await expect(page.getByRole('heading', { name: 'Etiquetas de almuerzo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver a los pedidos' })).toBeVisible();
    await expectSpanishOnly(page, ['Lunch Labels', 'Back to Orders', 'Print Now']);

    // A confirmation in Spanish: closing a day asks first (and is cancelled here).
    await page.getByRole('tab', { name: 'Calendario escolar', exact: true }).click();
    const form = page.getByRole('form', { name: 'Cerrar un día' });
    // A check whose English carries a number ('Reason must be at most 120 characters') says it in Spanish.
    await form.getByRole('textbox', { name: 'Motivo' }).fill('x'.repeat(121));
    await typeDate(form, 'Fecha', '2026-12-18');
    await form.getByRole('button', { name: 'Cerrar día' }).click();
    await expect(form.getByText('El motivo debe tener como máximo 120 caracteres')).toBeVisible();
    await expectSpanishOnly(page, ['Reason must be at most']);
    // The date picker speaks usted: 'Elija una fecha', not MUI's 'Elige fecha'.
    await form.getByRole('button', { name: /^Elija una fecha/ }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Mes anterior' })).toBeVisible();
    await page.keyboard.press('Escape');
    await form.getByRole('textbox', { name: 'Motivo' }).fill('Día de prueba');
    await typeDate(form, 'Fecha', '2026-12-18');
    await form.getByRole('button', { name: 'Cerrar día' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Cerrar este día?' });
    await expect(confirm).toContainText('El viernes, 18 de diciembre de 2026 mostrará "Sin servicio – Día de prueba".');
    await expectAccessible(page, 'the close-a-day confirmation in Spanish');
    await confirm.getByRole('button', { name: /Cancel/ }).click();
    await expect(confirm).toBeHidden();

    // The Schools tab's dialog: a time not HH:mm is refused at its field in Spanish.
    await page.getByRole('tab', { name: 'Escuelas', exact: true }).click();
    await page.getByRole('button', { name: 'Añadir escuela' }).click();
    const school = page.getByRole('dialog', { name: 'Añadir escuela' });
    await school.getByLabel('Hora de entrega').fill('25:00');
    await school.getByRole('button', { name: 'Añadir escuela' }).click();
    await expect(school.getByLabel('Hora de entrega')).toHaveAccessibleDescription('Use el formato HH:mm, p. ej. 21:00');
    await expect(school.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('America/Los_Angeles');
    await expectAllSpanish(school);
    await expectAccessible(page, 'the Add School dialog in Spanish');
    await school.getByRole('button', { name: 'Cancelar' }).click();
    await expect(school).toBeHidden();

    // The quick templates draft in the language of the screens, the deadline sentence too.
    await page.getByRole('tab', { name: 'Comunicaciones', exact: true }).click();
    const templates = page.getByRole('region', { name: 'Plantillas rápidas' });
    await templates.getByRole('button', { name: /^Menú de la próxima semana/ }).click();
    await expect(page.getByRole('textbox', { name: 'Asunto' })).toHaveValue('Ya está disponible el menú de almuerzos de la próxima semana');
    const message = page.getByRole('textbox', { name: 'Mensaje', exact: true });
    await expect(message).toHaveValue(
      /^Estimados padres de familia:\n\n[\s\S]*Los almuerzos se pueden pedir hasta las [\s\S]*¡Gracias, y que disfruten el fin de semana!$/,
    );
    await templates.getByRole('button', { name: /^Anuncio general/ }).click();
    await expect(message).toHaveValue(/\[Escriba aquí su anuncio\]/);
    await expectSpanishOnly(page, ['Dear parents,']);
  } finally {
    await backToEnglish(page);
  }
});

test("when the administrator reads Spanish, then the menu's dialogs, a check carrying a number and the users' dialogs are in Spanish", async ({ page }) => {
  test.setTimeout(180_000);
  try {
    await adminInSpanish(page);

    await page.getByRole('tab', { name: 'Menú', exact: true }).click();
    await page.getByRole('button', { name: 'Definir menú', exact: true }).click();
    const setMenu = page.getByRole('dialog');
    await expect(setMenu.getByRole('button', { name: 'Crear plato del menú' })).toBeVisible();
    await expectAllSpanish(setMenu);
    // 'Menu item name must be at most 200 characters', said in Spanish with its number.
    await setMenu.getByLabel('Nombre del plato').fill('x'.repeat(201));
    // The form checks as the name is typed.
    await expect(setMenu.getByText('El nombre del plato debe tener como máximo 200 caracteres')).toBeVisible();
    await expectAllSpanish(setMenu);
    await expectAccessible(page, 'the Set Menu dialog in Spanish');
    await page.keyboard.press('Escape');
    await expect(setMenu).toBeHidden();

    await page.getByRole('button', { name: 'Definir menú semanal', exact: true }).click();
    const weekly = page.getByRole('dialog');
    await expect(weekly.getByRole('button', { name: 'Crear menú semanal' })).toBeVisible();
    await expectAllSpanish(weekly);
    await page.keyboard.press('Escape');
    await expect(weekly).toBeHidden();

    await page.getByRole('tab', { name: 'Usuarios', exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: 'Usuarios', exact: true });
    await expect(panel.getByRole('progressbar')).toHaveCount(0);
    await panel
      .getByRole('button', { name: /^Editar: / })
      .first()
      .click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByRole('button', { name: 'Guardar cambios' })).toBeVisible();
    await expectAllSpanish(edit);
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await panel
      .getByRole('button', { name: /^Enviar correo: / })
      .first()
      .click();
    const send = page.getByRole('dialog');
    await expect(send).toContainText('Para:');
    await expectAllSpanish(send);
    await page.keyboard.press('Escape');
    await expect(send).toBeHidden();
  } finally {
    await backToEnglish(page);
  }
});
