import { useEffect, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A form's local draft in localStorage (admin-area.md section 3, "menu form draft"): saved as
 * the administrator types, offered again when the dialog reopens, cleared after a successful save.
 * Storage that is full, disabled or holds something unreadable simply means no draft.
 */
export interface FormDraft<T> {
  load(): Partial<T> | null;
  save(values: unknown): void;
  clear(): void;
}

export function useFormDraft<T>(key: string): FormDraft<T> {
  return useMemo(
    () => ({
      load() {
        try {
          const text = window.localStorage.getItem(key);
          if (!text) return null;
          const value: unknown = JSON.parse(text);
          return value && typeof value === 'object' ? (value as Partial<T>) : null;
        } catch {
          return null;
        }
      },
      save(values) {
        try {
          window.localStorage.setItem(key, JSON.stringify(values));
        } catch {
          // No room or no storage: the draft is a convenience only.
        }
      },
      clear() {
        try {
          window.localStorage.removeItem(key);
        } catch {
          // Nothing to clear.
        }
      },
    }),
    [key],
  );
}

/**
 * Keeps a form's values as its draft while `active`. Typing, and a field set by code (the end
 * date following the start), save; a reset (opening, no field name) does not, or the default week
 * would become a stale draft.
 */
export function useDraftSaving<T extends FieldValues, TTransformed>(form: UseFormReturn<T, unknown, TTransformed>, draft: FormDraft<T>, active: boolean) {
  const { watch } = form;
  useEffect(() => {
    if (!active) return;
    const subscription = watch((values, { name, type }) => {
      if (type === 'change' || name !== undefined) draft.save(values);
    });
    return () => subscription.unsubscribe();
  }, [active, watch, draft]);
}
