// One sender among the replicas works on an e-mail: the one holding the lease on its row. A sender
// that dies lets its lease run out, and whoever resumes pending e-mails takes the e-mail over.

/** Long enough for one attempt against a slow server (the mailer's timeouts), renewed before each attempt. */
export const LEASE_MS = 2 * 60_000;

/** When a lease taken at `at` runs out. */
export function leaseFrom(at: Date): Date {
  return new Date(at.getTime() + LEASE_MS);
}
