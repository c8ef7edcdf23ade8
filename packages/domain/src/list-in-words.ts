/**
 * "peanuts", "peanuts and sesame", "milk, eggs and sesame": how the English sentences list values.
 * A file of its own so a screen can list names without loading the rules (and their zod schemas).
 */
export function listInWords(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}
