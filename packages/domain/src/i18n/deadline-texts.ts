import type { LanguageCode } from './languages.ts';

/**
 * The deadline in sentences, in both languages: part of the catalogues (en.ts and es.ts include
 * them under `deadline`), kept in a file of their own so the domain's deadline rule can write them
 * without loading every text of the app.
 */
export const DEADLINE_TEXTS = {
  en: {
    ruleSameHour: '{{time}} {{when}}',
    ruleTwoHours: '{{winter}} ({{summer}} in daylight saving time) {{when}}',
    onLunchDay: 'on the lunch day',
    eveningBefore: 'the evening before',
    dayBefore: 'the day before',
    daysBefore: '{{count}} days before',
    forLunch: '{{time}} on {{day}}',
    ordering: 'Orders for a lunch can be placed until {{rule}}, {{zone}}.',
    cancellation:
      'You can cancel a lunch in your order history until its ordering deadline ({{rule}}, {{zone}}). A lunch that was paid is credited to your account, and the credit is used at your next checkout. To change a lunch, use Change lunch: it cancels the lunch and lets you order another one for that day.',
    cartNotice: 'Order deadline: {{day}} at {{time}}',
    today: 'today',
    tomorrow: 'tomorrow',
    passedBadge: 'Deadline passed',
    expiredNote: 'This order is past the deadline and cannot be processed. Please remove it or contact admin.',
    passedTitle: 'Order deadline passed',
    passed: 'Order deadline for {{lunchDay}} has passed. Orders must be placed before {{time}} on {{deadlineDay}}.',
    nextWeek: "Orders for Monday must be placed by {{deadline}}; each day's lunch can be ordered until {{rule}}.",
    atSchools: '{{schools}}: {{sentence}}',
    ruleAtSchools: '{{rule}}, {{zone}}, at {{schools}}',
    cancellationBySchool:
      'You can cancel a lunch in your order history until its ordering deadline ({{deadlines}}). A lunch that was paid is credited to your account, and the credit is used at your next checkout. To change a lunch, use Change lunch: it cancels the lunch and lets you order another one for that day.',
  },
  es: {
    ruleSameHour: '{{time}} {{when}}',
    ruleTwoHours: '{{winter}} ({{summer}} en horario de verano) {{when}}',
    onLunchDay: 'el mismo día del almuerzo',
    eveningBefore: 'la noche anterior',
    dayBefore: 'el día anterior',
    daysBefore: '{{count}} días antes',
    forLunch: '{{time}} del {{day}}',
    ordering: 'Los almuerzos se pueden pedir hasta las {{rule}}, {{zone}}.',
    cancellation:
      'Puede cancelar un almuerzo en su historial de pedidos hasta su plazo de pedido ({{rule}}, {{zone}}). Un almuerzo pagado se acredita a su cuenta, y el crédito se usa en su siguiente pago. Para cambiar un almuerzo, use Cambiar almuerzo: cancela el almuerzo y le permite pedir otro para ese día.',
    cartNotice: 'Plazo para pedir: {{day}} a las {{time}}',
    today: 'hoy',
    tomorrow: 'mañana',
    passedBadge: 'Plazo vencido',
    expiredNote: 'Este pedido pasó el plazo y no se puede procesar. Elimínelo o contacte al administrador.',
    passedTitle: 'Plazo de pedido vencido',
    passed: 'Venció el plazo para pedir el almuerzo del {{lunchDay}}. Los pedidos deben hacerse antes de las {{time}} del {{deadlineDay}}.',
    nextWeek: 'Los pedidos para el lunes deben hacerse antes de las {{deadline}}; el almuerzo de cada día se puede pedir hasta las {{rule}}.',
    atSchools: '{{schools}}: {{sentence}}',
    ruleAtSchools: '{{rule}}, {{zone}}, en {{schools}}',
    cancellationBySchool:
      'Puede cancelar un almuerzo en su historial de pedidos hasta su plazo de pedido ({{deadlines}}). Un almuerzo pagado se acredita a su cuenta, y el crédito se usa en su siguiente pago. Para cambiar un almuerzo, use Cambiar almuerzo: cancela el almuerzo y le permite pedir otro para ese día.',
  },
} satisfies Record<LanguageCode, Record<string, string>>;

/** A deadline text of a language with its `{{values}}` filled in. */
export function deadlineText(language: LanguageCode, key: keyof (typeof DEADLINE_TEXTS)['en'], values: Record<string, string> = {}): string {
  return DEADLINE_TEXTS[language][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
