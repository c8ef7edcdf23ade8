/**
 * The sign-in screen's chunk. The router loads it for /auth; the route guards fetch it while they
 * wait for the session answer, so that a signed-out visitor's sign-in screen does not wait for both in turn.
 */
export const loadAuthScreen = () => import('../../features/auth/components/auth-screen.tsx');
