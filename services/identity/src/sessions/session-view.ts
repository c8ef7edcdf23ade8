import type { SessionRow } from './session-repository.ts';

/** One session as its owner reads it (GET /api/my-sessions, the data download): never its token. */
export interface SessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  /** The session of the request that asks. */
  current: boolean;
}

export function toSessionView(row: SessionRow, currentSessionId: string | null): SessionView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    // Sessions from before lastSeenAt was kept were last seen, as far as anyone knows, when they began.
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
    current: row.id === currentSessionId,
  };
}
