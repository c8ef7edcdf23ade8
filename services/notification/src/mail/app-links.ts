// The addresses of the web app that e-mails point to, built from the public URL (PUBLIC_URL) the
// service is given. The unsubscribe token is ordering's, signed there; it only travels here.

function base(appUrl: string): string {
  return appUrl.replace(/\/+$/, '');
}

/** The order page with a week selected (the Monday, YYYY-MM-DD). */
export function orderWeekUrl(appUrl: string, monday: string): string {
  return `${base(appUrl)}/my-orders?tab=order&week=${encodeURIComponent(monday)}`;
}

/** The profile, where the balance is shown and topped up. */
export function profileUrl(appUrl: string): string {
  return `${base(appUrl)}/profile`;
}

/** The page a reader opens from the link in the e-mail's body. */
export function unsubscribePageUrl(appUrl: string, token: string): string {
  return `${base(appUrl)}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The RFC 8058 one-click address a mail client POSTs to (the List-Unsubscribe header). */
export function oneClickUnsubscribeUrl(appUrl: string, token: string): string {
  return `${base(appUrl)}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}
