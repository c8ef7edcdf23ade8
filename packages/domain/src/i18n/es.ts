import type { Catalogue } from './catalogues.ts';

/** The Spanish catalogue: the same keys as en.ts, written for parents (usted). */
export const es: Catalogue = {
  language: {
    switchTo: 'English',
    switchToLabel: 'Switch to English (Cambiar a inglés)',
    saveFailed: 'No se pudo guardar su idioma. Se aplica solo en este dispositivo.',
  },
  nav: {
    Home: 'Inicio',
    Orders: 'Pedidos',
    Feedback: 'Comentarios',
    Contact: 'Contacto',
    Schedule: 'Calendario',
    Search: 'Buscar',
    main: 'Principal',
    navigation: 'Navegación',
    account: 'Cuenta',
    openMenu: 'Abrir el menú de navegación',
    signIn: 'Iniciar sesión',
    adminDashboard: 'Panel de administración',
    logout: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión...',
  },
  deadline: {
    ruleSameHour: '{{time}} {{when}}',
    ruleTwoHours: '{{winter}} ({{summer}} en horario de verano) {{when}}',
    onLunchDay: 'el mismo día del almuerzo',
    eveningBefore: 'la noche anterior',
    forLunch: '{{time}} del {{day}}',
    ordering: 'Los almuerzos se pueden pedir hasta las {{rule}}, {{zone}}.',
    cancellation:
      'Puede cancelar un almuerzo en su historial de pedidos hasta su plazo de pedido ({{rule}}, {{zone}}). Un almuerzo pagado se acredita a su cuenta, y el crédito se usa en su siguiente pago. Para cambiar un almuerzo, use Cambiar almuerzo: cancela el almuerzo y le permite pedir otro para ese día.',
  },
  codes: {
    ORDER_DEADLINE_PASSED: 'El plazo para pedir ya pasó.',
    ORDER_ALREADY_EXISTS: 'El pedido ya existe',
    ITEM_NOT_ON_MENU: 'Este almuerzo ya no está en el menú.',
    DAY_CLOSED: 'Ese día no hay servicio de almuerzo.',
    CHILD_NOT_FOUND: 'No se encontró al niño',
    ALLERGEN_CONFLICT: 'Este almuerzo contiene un alérgeno al que su hijo es alérgico.',
    ORDER_ALREADY_CANCELLED: 'Este almuerzo ya estaba cancelado.',
    CHECKOUT_ID_TAKEN: 'Este pago ya se usó para otros almuerzos.',
    CLOSURE_EXISTS: 'Ese día ya está cerrado.',
    USERNAME_TAKEN: 'El nombre de usuario ya existe',
    EMAIL_TAKEN: 'El correo electrónico ya existe',
    UNAUTHENTICATED: 'Inicie sesión de nuevo.',
    FORBIDDEN: 'Acceso denegado',
  },
  messages: {},
};
