/**
 * A select's slots for a native picker (a phone's own) with its label always raised, so an empty
 * choice never hides under the label. A module of its own: the selects not bound to a form
 * (ChoiceField) need only this, not react-hook-form, which native-select.tsx's bound fields bring.
 */
export const NATIVE_SELECT_SLOTS = { select: { native: true }, inputLabel: { shrink: true } } as const;
