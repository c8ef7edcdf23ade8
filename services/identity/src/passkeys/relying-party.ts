/** The site passkeys are bound to: PUBLIC_URL's host name and origin (what the browser's address bar shows). */
export function relyingParty(publicUrl: string): { rpID: string; rpName: string; origin: string } {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, rpName: 'Lunchbox', origin: url.origin };
}
