/** The header's main links (spec section 2, "Header"). */
export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Orders', href: '/my-orders?tab=order' },
  { label: 'Feedback', href: '/feedback' },
  { label: 'Contact', href: '/contact' },
] as const;

/** Where the mobile sheet's Search goes: the menu is the one thing parents browse. */
export const SEARCH_LINK = { label: 'Search', href: '/weekly-menu' } as const;
