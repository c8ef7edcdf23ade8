import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Where spec section 2 says a reset token may wait for the auth screen. */
export const SESSION_RESET_TOKEN_KEY = 'resetToken';
export const LOCAL_RESET_TOKEN_KEY = 'tempResetToken';

const BARE_TOKEN = /^[A-Za-z0-9_-]{16,}$/;

function tokenFromHash(hash: string): string | null {
  const content = hash.replace(/^#/, '');
  if (!content) return null;
  const query = content.includes('?') ? content.slice(content.indexOf('?') + 1) : content;
  const named = new URLSearchParams(query).get('token');
  if (named) return named;
  // A link may carry the token alone after the '#'.
  return BARE_TOKEN.test(content) ? content : null;
}

function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key) || null;
  } catch {
    return null;
  }
}

function removeFromStorage(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Storage may be unavailable (private mode); there is then nothing to clear.
  }
}

/**
 * The password-reset token, looked for in the query string, the hash, session storage
 * 'resetToken', then local storage 'tempResetToken'; and a way to forget it everywhere.
 */
export function useResetToken(): { token: string | null; clearToken: () => void } {
  const location = useLocation();
  const navigate = useNavigate();

  const token = useMemo(
    () =>
      new URLSearchParams(location.search).get('token') ||
      tokenFromHash(location.hash) ||
      readStorage(() => window.sessionStorage, SESSION_RESET_TOKEN_KEY) ||
      readStorage(() => window.localStorage, LOCAL_RESET_TOKEN_KEY),
    [location.search, location.hash],
  );

  const clearToken = useCallback(() => {
    removeFromStorage(() => window.sessionStorage, SESSION_RESET_TOKEN_KEY);
    removeFromStorage(() => window.localStorage, LOCAL_RESET_TOKEN_KEY);
    // Cleans the address: no token left in the query string, the hash or the history entry.
    void navigate('/auth', { replace: true });
  }, [navigate]);

  return { token, clearToken };
}
