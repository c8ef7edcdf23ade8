/**
 * Where a visitor was going when a login-required page sent them to /auth (issue 10 section 6):
 * `/auth?next=/cart`. Only a path of this site is followed, never another origin ('//evil.example'
 * or 'https://…'), so the parameter cannot be used to send someone elsewhere after signing in.
 */
export const RETURN_PARAM = 'next';

export function authPathFor(returnTo: string): string {
  return returnTo === '/' ? '/auth' : `/auth?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/auth')) return '/';
  return next;
}
