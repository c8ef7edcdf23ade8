/**
 * GraphQL sends absent optional fields as null; the domain's schemas read a missing field as
 * undefined. Drops null (and undefined) fields at every depth, so a nested input (a checkout's cart
 * items) reads as the REST body would; a null value itself becomes undefined.
 * A plain loop: every checkout's cart goes through it, and building entry arrays for each field was
 * about half a percent of a rush's CPU.
 */
export function withoutNulls<T>(value: T): T {
  return dropNulls(value) as T;
}

function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value === null || typeof value !== 'object') return value ?? undefined;
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== null && field !== undefined) kept[key] = dropNulls(field);
  }
  return kept;
}
