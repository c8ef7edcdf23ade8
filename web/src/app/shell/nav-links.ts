/** The header's main links (spec section 2, "Header"). */
export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Orders', href: '/my-orders?tab=order' },
  { label: 'Feedback', href: '/feedback' },
  { label: 'Contact', href: '/contact' },
] as const;

/** The lunch schedule (issue 10 section 6): shown to signed-in parents and administrators, who each see their own part of it. */
export const SCHEDULE_LINK = { label: 'Schedule', href: '/calendar' } as const;

/**
 * The header's links for the person signed in (or nobody). Staff (docs/roles.md) see only their
 * Home, which is the kitchen's production sheet or the school office's day, and Contact.
 */
export function navLinksFor(user: { role?: string } | null): ReadonlyArray<{ label: string; href: string }> {
  if (!user) return NAV_LINKS;
  if (user.role === 'kitchen') return [{ label: 'Home', href: '/admin?tab=production' }, NAV_LINKS[3]];
  if (user.role === 'school_office') return [{ label: 'Home', href: '/school' }, NAV_LINKS[3]];
  return [NAV_LINKS[0], NAV_LINKS[1], SCHEDULE_LINK, NAV_LINKS[2], NAV_LINKS[3]];
}

/** Where the mobile sheet's Search goes: the menu is the one thing parents browse. */
export const SEARCH_LINK = { label: 'Search', href: '/weekly-menu' } as const;
