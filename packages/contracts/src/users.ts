/**
 * The user and session shapes every part agrees on (issue 9): identity answers them, the gateway
 * forwards them, the web app reads them. Types only, so the web app may import them.
 */

/** The user as every face of the system shows it: never the hash, sessions or tokens. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  phone: string;
  isAdmin: boolean;
  /** parent, admin, kitchen or school_office (issue 31 §3); isAdmin is true exactly for admin. */
  role: string;
  /** The school a school_office user acts for; null for every other role. */
  schoolId: number | null;
  /** 'en' or 'es': the language of the user's screens and e-mails. */
  language: string;
  /** ISO 8601 instant. */
  createdAt: string;
}

/** Identity's answer to the gateway's session check (`POST /internal/session`). */
export interface VerifiedSession {
  user: PublicUser;
  /** A short-lived token with the user's current role, which the gateway forwards to every subgraph. */
  accessToken: string;
}
