import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { Failure } from '../components/dialog-failure.tsx';

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

interface DraftFormOptions<T extends FieldValues, TTransformed> extends UseFormProps<T, unknown, TTransformed> {
  /** The localStorage key of the draft. */
  draftKey: string;
  open: boolean;
  /**
   * What the form shows each time the dialog opens, given the stored draft. A stable function (one
   * of the module's or a useCallback), else every render would count as opening.
   */
  openingValues: (draft: Partial<T> | null) => T;
  /** Whether typing is kept as the draft (the open dialog, unless it edits what is saved already). */
  keepsDraft: boolean;
}

/**
 * The menu dialogs' form with its draft: opening clears the last failure and shows `openingValues`,
 * typing keeps the draft while `keepsDraft`. The dialog clears the draft once it has saved.
 */
export function useDraftForm<T extends FieldValues, TTransformed>({
  draftKey,
  open,
  openingValues,
  keepsDraft,
  ...formProps
}: DraftFormOptions<T, TTransformed>) {
  const draft = useFormDraft<T>(draftKey);
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<T, unknown, TTransformed>(formProps);
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    reset(openingValues(draft.load()));
  }, [open, openingValues, reset, draft]);

  useDraftSaving(form, draft, keepsDraft);

  return { form, draft, failure, setFailure };
}
