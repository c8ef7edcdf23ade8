import { useCallback, useEffect, useMemo } from 'react';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';

/**
 * The local drafts of admin-area.md section 3: text a dialog was given and not yet sent or saved,
 * kept in this browser per user, so closing the dialog (or the page) does not lose it.
 * Only string fields are kept; anything unreadable counts as no draft.
 */
export function readDraft<Field extends string>(key: string, fields: readonly Field[]): Record<Field, string> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== 'object') return null;
    const record = stored as Record<string, unknown>;
    if (!fields.every((field) => typeof record[field] === 'string')) return null;
    return Object.fromEntries(fields.map((field) => [field, record[field]])) as Record<Field, string>;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: Record<string, string>): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or disabled: the dialog still works, only the draft is not kept.
  }
}

function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to keep clean when storage is unavailable.
  }
}

export interface LocalDraft<Field extends string> {
  /** The saved draft, or null. */
  read: () => Record<Field, string> | null;
  /** Keeps the values (a missing one as empty), or forgets the draft when they equal the starting values (nothing to keep). */
  keep: (values: Partial<Record<Field, string>>) => void;
  /** Forgets the draft (after sending or saving). */
  clear: () => void;
}

/** One user's draft of one dialog, e.g. useLocalDraft(`admin-email-draft:${id}`, ['subject', 'message'], empty). */
export function useLocalDraft<Field extends string>(key: string, fields: readonly Field[], startingValues: Record<Field, string>): LocalDraft<Field> {
  const read = useCallback(() => readDraft(key, fields), [key, fields]);
  const clear = useCallback(() => removeDraft(key), [key]);
  const keep = useCallback(
    (values: Partial<Record<Field, string>>) => {
      const unchanged = fields.every((field) => (values[field] ?? '') === startingValues[field]);
      if (unchanged) removeDraft(key);
      else writeDraft(key, Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])));
    },
    [key, fields, startingValues],
  );
  return useMemo(() => ({ read, keep, clear }), [read, keep, clear]);
}

/**
 * A dialog's form over one user's local draft: it starts from the draft, else from `startingValues`,
 * is validated as the administrator types, and keeps what they type. `clearDraft` after sending or saving.
 */
export function useLocalDraftForm<Field extends string, TValues>(
  key: string,
  fields: readonly Field[],
  startingValues: Record<Field, string>,
  resolver: Resolver<Record<Field, string>, unknown, TValues>,
) {
  const draft = useLocalDraft(key, fields, startingValues);
  const form = useForm<Record<Field, string>, unknown, TValues>({
    resolver,
    mode: 'onChange',
    defaultValues: (draft.read() ?? startingValues) as DefaultValues<Record<Field, string>>,
  });
  const { watch } = form;

  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (name) draft.keep(values);
    });
    return () => subscription.unsubscribe();
  }, [watch, draft]);

  return { form, clearDraft: draft.clear };
}
