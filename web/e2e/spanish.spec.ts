import { expect, test, type Page } from '@playwright/test';
import { personAt, runTag } from './support/admin-helpers.ts';
import { expectAccessible } from './support/accessibility.ts';
import { expectAllSpanish } from './support/spanish.ts';
import { createAccount, dateField, expectToast, TEST_ADMIN, TEST_CAPTCHA, uniqueParent, waitForEmail } from './support/helpers.ts';

/**
 * Issue 14 section 1: a parent whose browser speaks Spanish orders a lunch in Spanish, and the
 * confirmation e-mail is Spanish too. TEST_NOW is Wednesday, December 2, 2026 (playwright.config.ts);
 * next week (December 7 to 11) is open.
 */
const NOW = '2026-12-02T17:00:00.000Z';

/** No raw key and no English sentence of the catalogues on the page (support/spanish.ts). */
async function expectNoRawKey(page: Page): Promise<void> {
  await expectAllSpanish(page.locator('body'));
}

/** The screen shows none of these English texts of the specification (a sentence left untranslated). */
async function expectNoEnglish(page: Page, sentences: readonly string[]): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(sentences.filter((sentence) => text.includes(sentence))).toEqual([]);
}

test.beforeEach(() => {
  expect(process.env.TEST_NOW, `this scenario's dates assume TEST_NOW=${NOW}`).toBe(NOW);
});

test('when the browser speaks Spanish, then the parent orders and pays in Spanish and the confirmation e-mail is in Spanish', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const dish = `Arroz con pollo ${runTag()}`;
  const admin = await playwright.request.newContext({ baseURL });
  expect((await admin.post('/api/login', { data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, rememberMe: false } })).ok()).toBe(true);
  const published = await admin.post('/api/weekly-menu', {
    data: { weekStartDate: '2026-12-07', weekEndDate: '2026-12-11', dayOfWeek: 'Thursday', menuItem: dish, description: 'Casero', price: '7.25' },
  });
  expect(published.status(), await published.text()).toBe(201);
  await admin.dispose();

  const { context, page } = await personAt(browser, NOW, { locale: 'es-ES' });
  const parent = uniqueParent('es');

  // A first visit follows the browser: the signed-out home turns Spanish once the app runs.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Almuerzos nutritivos, aprobados por los niños, entregados frescos en la escuela' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: /Switch to English/ })).toBeVisible();
  await expectNoRawKey(page);

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByLabel('Nombre de usuario').fill(parent.username);
  await page.getByLabel('Correo electrónico').fill(parent.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(parent.password);
  await page.getByLabel('Nombre completo').fill(parent.fullName);
  await page.getByLabel('Número de teléfono').fill(parent.phone);
  await page.getByLabel('Texto CAPTCHA').fill(TEST_CAPTCHA);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: `¡Bienvenido de nuevo, ${parent.fullName}!` })).toBeVisible();
  // Registered from Spanish screens: the profile keeps Spanish.
  expect(((await (await page.request.get('/api/user')).json()) as { language: string }).language).toBe('es');

  const child = await page.request.post('/api/child-profile', { data: { name: 'Lucía', school: 'Sutter Elementary', grade: '3', teacher: 'Room 12' } });
  expect(child.status(), await child.text()).toBe(201);

  await page.goto('/weekly-menu');
  await expect(page.getByRole('heading', { name: 'Menú de esta semana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La próxima semana' })).toBeVisible();
  await expectNoRawKey(page);

  await page.goto('/my-orders?tab=order');
  await page.getByLabel('Hijo', { exact: true }).selectOption({ label: 'Lucía' });
  await page.getByRole('button', { name: 'Continuar a la selección del menú' }).click();
  await expect(page.getByRole('heading', { name: 'Selección del menú' })).toBeVisible();
  await expect(
    page.getByText('Los almuerzos se pueden pedir hasta las 9:00 p.m. (10:00 p.m. en horario de verano) la noche anterior, hora del Pacífico.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await expect(page.getByTestId('picker-week')).toHaveText('Semana del 7 dic al 11 dic 2026');
  // The date picker's own words are the catalogue's, in usted (not MUI's 'Elige fecha'); its month names dayjs's.
  await expect(dateField(page, 'Semana')).toContainText(/Semana del 0?7 dic/);
  await page.getByRole('button', { name: /^Elija una fecha; la fecha elegida es/ }).click();
  await expect(page.getByRole('dialog').getByRole('grid', { name: /diciembre 2026/i })).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Mes siguiente' })).toBeVisible();
  await page.keyboard.press('Escape');
  const lunch = page.getByRole('button', { name: `jueves, 10 dic: ${dish}, $7.25` });
  // Ordering hears of the child just added from identity's event; the picker lists the dish meanwhile.
  await lunch.click();
  await expect(lunch).toHaveAttribute('aria-pressed', 'true');
  await expectNoRawKey(page);
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expectToast(page, 'Agregado al carrito', '1 pedido(s) de almuerzo agregado(s) a su carrito.');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Carrito de compras' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText('$7.25');
  await expect(page.getByText('jueves, 10 de diciembre de 2026').first()).toBeVisible();
  await expectNoRawKey(page);
  await page.getByRole('button', { name: 'Pagar ahora' }).click();
  const payment = page.getByRole('region', { name: 'Complete su pago' });
  await expect(payment).toContainText('Total del pedido: $7.25');
  await expectNoRawKey(page);
  await payment.getByRole('button', { name: 'Ya completé el pago' }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: '¡Pedido recibido!' })).toBeVisible();
  await expectNoRawKey(page);

  // The order history and the home menu's item dialog, in Spanish.
  await page.goto('/my-orders?tab=history');
  await expect(page.getByText(dish).first()).toBeVisible();
  await expectNoRawKey(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Semana siguiente' }).click();
  await page.getByRole('button', { name: `${dish}, jueves: detalles` }).click();
  const details = page.getByRole('dialog', { name: dish });
  await expect(details).toContainText('Disponible el jueves');
  await expect(details.getByRole('link', { name: 'Pedir este plato' })).toBeVisible();
  await expectNoRawKey(page);
  await details.getByRole('button', { name: 'Cerrar' }).click();

  const mail = await waitForEmail(parent.email, { subject: 'Su pedido de Lunchbox: 1 almuerzo, total $7.25', timeoutMs: 30_000 });
  expect(mail).toContain('Gracias por su pedido');
  expect(mail).toContain(`${dish} para Luc`);
  expect(mail).toContain('El equipo de Lunchbox');

  // The header switches back, and the profile keeps the choice.
  await page.getByRole('button', { name: /Cambiar a español|Switch to English/ }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${parent.fullName}!` })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(async () => ((await (await page.request.get('/api/user')).json()) as { language: string }).language, { timeout: 10_000 }).toBe('en');
  await context.close();
});

test('when a Spanish parent opens the children, profile, schedule, contact and feedback screens, then each is in Spanish, with no raw key, no English sentence and no axe violation', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const parent = uniqueParent('es');
  await createAccount(baseURL, parent);
  const { context, page } = await personAt(browser, NOW, { locale: 'es-ES' });
  expect((await page.request.post('/api/login', { data: { username: parent.username, password: parent.password, rememberMe: false } })).ok()).toBe(true);
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: number };
  expect((await page.request.patch(`/api/user/${id}`, { data: { language: 'es' } })).ok()).toBe(true);
  const child = await page.request.post('/api/child-profile', {
    data: { name: 'Lucía', school: 'Sutter Elementary', grade: '3', teacher: 'Room 12', allergies: ['peanuts'], diets: ['vegetarian'] },
  });
  expect(child.status(), await child.text()).toBe(201);

  // Home's registered children, the child's card with its allergies and calendar link, and the edit dialog.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hijos registrados' })).toBeVisible();
  const card = page.getByRole('listitem', { name: 'Lucía' });
  await expect(card).toContainText('Grado 3');
  await expect(card).toContainText('Sección/Grupo: Room 12');
  await expect(card).toContainText('Alergias: cacahuates');
  await expect(card).toContainText('Dietas: vegetariano');
  await expect(card.getByRole('link', { name: 'Suscribirse en su calendario: almuerzos de Lucía' })).toBeVisible();
  await expectNoRawKey(page);
  await expectNoEnglish(page, ['Registered Children', 'Add Child', 'Subscribe in your calendar', 'Copy link', 'Reset link', 'Allergies:', 'Grade 3']);
  await expectAccessible(page, 'home (Spanish)');

  await card.getByRole('button', { name: 'Restablecer el enlace del calendario de Lucía' }).click();
  const resetDialog = page.getByRole('alertdialog', { name: 'Restablecer el enlace del calendario' });
  await expect(resetDialog).toContainText('El enlace anterior de los almuerzos de Lucía deja de funcionar de inmediato');
  await resetDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(resetDialog).toBeHidden();

  await card.getByRole('button', { name: 'Editar hijo' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar hijo' });
  await expect(editDialog.getByRole('checkbox', { name: 'Cacahuates' })).toBeChecked();
  await expect(editDialog.getByRole('checkbox', { name: 'Vegetariano' })).toBeChecked();
  await expect(editDialog.getByRole('group', { name: 'Alergias' })).toBeVisible();
  await expectNoRawKey(page);
  await expectNoEnglish(page, ['Edit Child', "Child's Name", 'Dishes that contain one of these cannot be ordered for this child.']);
  await expectAccessible(page, 'edit child dialog (Spanish)');
  await editDialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(editDialog).toBeHidden();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Información de la cuenta' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Perfiles de sus hijos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agregar un hijo' })).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveValue(parent.fullName);
  await expectNoRawKey(page);
  await expectNoEnglish(page, ['My Profile', 'Account Information', 'Child Profiles', 'Add a Child', 'Save Changes', 'Separate options with commas']);
  await expectAccessible(page, 'profile (Spanish)');

  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Calendario de almuerzos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'diciembre de 2026' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'lun' })).toBeVisible();
  await expect(page.getByText('No hay próximos pedidos de almuerzo')).toBeVisible();
  await expect(page.getByText('Seleccione una fecha en el calendario para ver los pedidos.')).toBeVisible();
  await expectNoRawKey(page);
  await expectNoEnglish(page, ['Lunch Schedule', 'Upcoming Lunches', 'No upcoming lunch orders', 'Select a date on the calendar to view orders.', 'December']);
  await expectAccessible(page, 'schedule (Spanish)');

  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contáctenos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeVisible();
  await page.getByRole('button', { name: '¿Puedo cambiar o cancelar mi pedido?' }).click();
  await expect(page.getByText(/^Sí\. Puede cancelar un almuerzo en su historial de pedidos/)).toBeVisible();
  await expectNoRawKey(page);
  await expectNoEnglish(page, ['Contact Us', 'Send Us a Message', 'Frequently Asked Questions', 'How do I place an order?', 'You can cancel a lunch']);
  await expectAccessible(page, 'contact (Spanish)');

  await page.goto('/feedback');
  await expect(page.getByRole('heading', { name: 'Comentarios y ayuda' })).toBeVisible();
  await expect(page.getByText('Aún no hay comentarios')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar comentarios' }).click();
  await expectToast(page, 'Falta información', 'Seleccione una categoría.', { destructive: true });
  await expectNoRawKey(page);
  await expectNoEnglish(page, ['Feedback & Support', 'Submit Feedback', 'Your Feedback History', 'No feedback yet', 'Overall Rating', 'Missing information']);
  await expectAccessible(page, 'feedback (Spanish)');
  await context.close();
});
