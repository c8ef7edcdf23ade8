/** GraphQL sends absent optional inputs as null; the domain's schemas treat "not sent" as undefined. */
export function withoutNulls<T extends Record<string, unknown>>(input: T): T {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null)) as T;
}
