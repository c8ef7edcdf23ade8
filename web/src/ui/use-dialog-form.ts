import { useCallback, useEffect, useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { Failure } from './dialog-failure.tsx';
import { useToast } from './toast.tsx';

interface DialogFormOptions<T extends FieldValues, TTransformed> extends Omit<UseFormProps<T, unknown, TTransformed>, 'defaultValues'> {
  /** Whether the dialog is shown; dialogs that mount only while open leave it out. */
  open?: boolean;
  /**
   * What the form shows each time the dialog opens. A stable function (one of the module's or a
   * useCallback), else every render would count as opening.
   */
  openingValues: () => T;
}

/**
 * A dialog's form: each opening forgets the last failure and the last edits and shows
 * `openingValues`, so a dialog that stays mounted never reopens on what was left in it. `fail`
 * says a failure in the toast and inside the dialog (DialogFailure): while a dialog is open the rest
 * of the page, the toast included, is hidden from screen readers.
 */
export function useDialogForm<T extends FieldValues, TTransformed = T>({ open = true, openingValues, ...formProps }: DialogFormOptions<T, TTransformed>) {
  const toast = useToast();
  const [failure, setFailure] = useState<Failure | null>(null);
  const fail = useCallback(
    (failed: Failure) => {
      setFailure(failed);
      toast({ ...failed, variant: 'destructive' });
    },
    [toast],
  );
  const clearFailure = useCallback(() => setFailure(null), []);
  const [firstValues] = useState(openingValues);
  const form = useForm<T, unknown, TTransformed>({ ...formProps, defaultValues: firstValues as DefaultValues<T> });
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    setFailure(null);
    reset(openingValues());
  }, [open, openingValues, reset]);

  return { form, failure, fail, clearFailure };
}

/**
 * A form's local draft in localStorage (admin-area.md section 3, "Local drafts": the menu form, and
 * per user the edit and the e-mail): saved as the administrator types, offered again when the dialog
 * reopens, cleared after a successful save. Storage that is full, disabled or holds something
 * unreadable simply means no draft.
 */
interface FormDraft<T> {
  load(): Partial<T> | null;
  save(values: unknown): void;
  clear(): void;
}

function useFormDraft<T>(key: string): FormDraft<T> {
  return useMemo(
    () => ({
      load() {
        try {
          const text = window.localStorage.getItem(key);
          if (!text) return null;
          const value: unknown = JSON.parse(text);
          return value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : null;
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

/** The same values whatever the order of their keys (a form's values and the values it started from). */
function sameValues(a: unknown, b: unknown): boolean {
  const keysSorted = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : value;
  return JSON.stringify(a, keysSorted) === JSON.stringify(b, keysSorted);
}

/**
 * The starting values with a stored draft over them, field by field where the draft holds one of the
 * same kind: a draft from an older version, or one edited by hand, cannot leave a field undefined or
 * of the wrong type.
 */
export function overDraft<T extends FieldValues>(start: T, stored: Partial<T> | null | undefined): T {
  if (!stored) return start;
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  return Object.fromEntries(Object.entries(start).map(([key, value]) => [key, kind(stored[key]) === kind(value) ? stored[key] : value])) as T;
}

interface DraftFormOptions<T extends FieldValues, TTransformed> extends Omit<DialogFormOptions<T, TTransformed>, 'openingValues'> {
  /** The localStorage key of the draft. */
  draftKey: string;
  /**
   * What the form shows each time the dialog opens, given the stored draft (null: none), which may
   * come from an older version and lack fields. Given null, what the form starts from: a draft equal
   * to it is no draft. Stable, as useDialogForm's openingValues.
   */
  openingValues: (draft: Partial<T> | null) => T;
  /** Whether typing is kept as the draft: while open, unless the dialog edits what is saved already. */
  keepsDraft?: boolean;
}

/**
 * A dialog's form (useDialogForm) over its local draft: opening shows `openingValues` of the draft,
 * and while `keepsDraft` every change (typed, or a field set by code such as the end date following
 * the start) is kept, or the draft forgotten when the form is back where it started. An opening's
 * reset is not a change, or the default week would become a stale draft. The dialog calls
 * `clearDraft` once it has saved or sent.
 */
export function useDraftForm<T extends FieldValues, TTransformed = T>({ draftKey, openingValues, keepsDraft, ...options }: DraftFormOptions<T, TTransformed>) {
  const draft = useFormDraft<T>(draftKey);
  const fromDraft = useCallback(() => openingValues(draft.load()), [openingValues, draft]);
  const dialogForm = useDialogForm<T, TTransformed>({ ...options, openingValues: fromDraft });
  const { form } = dialogForm;
  const keeping = keepsDraft ?? options.open ?? true;
  const { watch } = form;

  useEffect(() => {
    if (!keeping) return;
    const subscription = watch((values, { name }) => {
      if (name === undefined) return;
      if (sameValues(values, openingValues(null))) draft.clear();
      else draft.save(values);
    });
    return () => subscription.unsubscribe();
  }, [keeping, watch, draft, openingValues]);

  return { ...dialogForm, clearDraft: draft.clear };
}
