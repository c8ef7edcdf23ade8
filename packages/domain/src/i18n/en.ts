/**
 * The English catalogue (issue 14): every text of the screens and e-mails, keyed by where it is
 * shown. The values are the specification's texts, byte for byte; es.ts has the same keys.
 * `{{name}}` is filled in by i18next; a key ending in `_one`/`_other` is chosen by the count.
 */
export const en = {
  language: {
    /** The header's switcher names the other language in that language, so a reader of it finds it. */
    switchTo: 'Español',
    switchToLabel: 'Cambiar a español (Switch to Spanish)',
    saveFailed: 'Could not save your language. It applies on this device only.',
  },
  nav: {
    Home: 'Home',
    Orders: 'Orders',
    Feedback: 'Feedback',
    Contact: 'Contact',
    Schedule: 'Schedule',
    Search: 'Search',
    main: 'Main',
    navigation: 'Navigation',
    account: 'Account',
    openMenu: 'Open navigation menu',
    signIn: 'Sign in',
    adminDashboard: 'Admin Dashboard',
    logout: 'Logout',
    loggingOut: 'Logging out...',
  },
  /** The deadline in sentences (order-rules.ts fills them in for screens and e-mails). */
  deadline: {
    ruleSameHour: '{{time}} {{when}}',
    ruleTwoHours: '{{winter}} ({{summer}} in daylight saving time) {{when}}',
    onLunchDay: 'on the lunch day',
    eveningBefore: 'the evening before',
    forLunch: '{{time}} on {{day}}',
    ordering: 'Orders for a lunch can be placed until {{rule}}, {{zone}}.',
    cancellation:
      'You can cancel a lunch in your order history until its ordering deadline ({{rule}}, {{zone}}). A lunch that was paid is credited to your account, and the credit is used at your next checkout. To change a lunch, use Change lunch: it cancels the lunch and lets you order another one for that day.',
  },
  /** The Spanish of a refusal is chosen by its domain code; the English stays the server's message. */
  codes: {
    ORDER_DEADLINE_PASSED: 'Order deadline has passed.',
    ORDER_ALREADY_EXISTS: 'Order Already Exists',
    ITEM_NOT_ON_MENU: 'This lunch is no longer on the menu.',
    DAY_CLOSED: 'There is no lunch service on that day.',
    CHILD_NOT_FOUND: 'Child not found',
    ALLERGEN_CONFLICT: 'This lunch contains an allergen your child is allergic to.',
    ORDER_ALREADY_CANCELLED: 'This lunch was already cancelled.',
    CHECKOUT_ID_TAKEN: 'This checkout was already used for other lunches.',
    CLOSURE_EXISTS: 'That day is already closed.',
    USERNAME_TAKEN: 'Username already exists',
    EMAIL_TAKEN: 'Email already exists',
    UNAUTHENTICATED: 'Please sign in again.',
    FORBIDDEN: 'Access denied',
  },
  /**
   * Texts the server or the shared zod schemas write in English (validation and refusals): the
   * screen finds the English text here and shows its translation; any other text is shown as sent.
   */
  messages: {} as Record<string, string>,
};
