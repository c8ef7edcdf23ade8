/** The header's main links (spec section 2, "Header"). */
export const NAV_LINKS = [
  { label: 'Home', href: '/' },
  { label: 'Orders', href: '/my-orders?tab=order' },
  { label: 'Feedback', href: '/feedback' },
  { label: 'Contact', href: '/contact' },
] as const;

/** The lunch schedule (issue 10 section 6): shown to signed-in parents and administrators, who each see their own part of it. */
export const SCHEDULE_LINK = { label: 'Schedule', href: '/calendar' } as const;

/** The header's links for the person signed in (or nobody). */
export function navLinksFor(signedIn: boolean): ReadonlyArray<{ label: string; href: string }> {
  return signedIn ? [NAV_LINKS[0], NAV_LINKS[1], SCHEDULE_LINK, NAV_LINKS[2], NAV_LINKS[3]] : NAV_LINKS;
}

/** Where the mobile sheet's Search goes: the menu is the one thing parents browse. */
export const SEARCH_LINK = { label: 'Search', href: '/weekly-menu' } as const;
