import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What a lazy resolver's schemas are fetched for: a person's first key or tap on the page. */
const FIRST_INTERACTION = ['keydown', 'pointerdown'] as const;

/**
 * A form's zod resolver whose schema (and zod with it, a large chunk) is fetched on the first key
 * press or tap on the page, or at the latest when the form is first checked: a page whose form is
 * its first screen (signing in) is drawn and usable without zod, and checks exactly as before
 * once it is here. Declare it once, at a module's top, and hand it to useForm.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  const load = () =>
    (resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>,
    ));
  if (typeof document !== 'undefined') {
    const early = () => {
      for (const type of FIRST_INTERACTION) document.removeEventListener(type, early, true);
      void load();
    };
    for (const type of FIRST_INTERACTION) document.addEventListener(type, early, { capture: true, passive: true });
  }
  return async (values, context, options) => (await load())(values, context, options);
}
