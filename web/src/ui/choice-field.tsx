import { forwardRef, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';
import { alpha, styled } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

/** One choice of a ChoiceField: `value` is what `onChange` gets, `label` what the person reads. */
export interface Choice {
  value: string;
  label: string;
}

interface ChoiceFieldProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  minWidth?: number;
}

/**
 * A small outlined select, for a short list chosen from (a school): the same combobox and listbox
 * to a person, a keyboard and a screen reader as MUI's TextField `select` (its label, its value,
 * Enter, Space or the arrows to open, the arrows, Home, End or a first letter to move, Enter to
 * choose, Escape or Tab to close), without MUI's Menu: opening that mounted a Modal, a Popover, a
 * transition and a focus trap, a good 200 ms at 4x CPU slowdown on a phone (issue 34: INP).
 * The list opens under the field, over an invisible backdrop that closes it, as MUI's menu does.
 */
export function ChoiceField({ label, value, choices, onChange, minWidth }: ChoiceFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      sx={minWidth ? { minWidth } : undefined}
      slotProps={{ inputLabel: { shrink: true }, input: { inputComponent: ChoiceInput }, htmlInput: { choices, onChoose: onChange } }}
    />
  );
}

/** What the outlined input hands its input component (InputBase), and the choices given through `htmlInput`. */
interface ChoiceInputProps {
  id?: string;
  className?: string;
  value?: string;
  disabled?: boolean;
  choices: readonly Choice[];
  onChoose: (value: string) => void;
  onFocus?: (event: FocusEvent<HTMLDivElement>) => void;
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  'aria-describedby'?: string;
}

const Display = styled('div')({
  cursor: 'pointer',
  userSelect: 'none',
  height: 'auto',
  minHeight: '1.4375em',
  paddingRight: '32px !important',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const Listbox = styled('ul')(({ theme }) => ({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  minWidth: '100%',
  maxHeight: 'min(60vh, 400px)',
  overflowY: 'auto',
  zIndex: theme.zIndex.modal,
  margin: 0,
  padding: '8px 0',
  listStyle: 'none',
  outline: 0,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  color: (theme.vars ?? theme).palette.text.primary,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[8],
  '& > li': {
    ...theme.typography.body1,
    minHeight: 48,
    display: 'flex',
    alignItems: 'center',
    padding: '6px 16px',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    outline: 0,
    [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
  },
  '& > li:hover, & > li:focus-visible': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& > li[aria-selected="true"]': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
  '& > li[aria-selected="true"]:hover, & > li[aria-selected="true"]:focus-visible': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity),
  },
}));

const BACKDROP_STYLE = { position: 'fixed', inset: 0, zIndex: 1299 } as const;
const ICON_STYLE = { position: 'absolute', right: 7, top: 'calc(50% - 0.5em)', pointerEvents: 'none' } as const;
// Turned with an inline style, not a new class: a new style rule restyles the whole page (a long list's too).
const OPEN_ICON_STYLE = { ...ICON_STYLE, transform: 'rotate(180deg)' } as const;
const ICON_SX = { color: 'action.active' } as const;

/** The keys that open the list from the field (as MUI's select: Enter too, as the ARIA select-only combobox pattern advises). */
const OPENING_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

// InputBase types its input component's props loosely (any extra prop); these are the ones it is given here.
const ChoiceInput = forwardRef<HTMLDivElement, InputBaseComponentProps>(function ChoiceInput(props, ref: Ref<HTMLDivElement>) {
  const { id, className, value = '', disabled, choices, onChoose, onFocus, onBlur, 'aria-describedby': describedBy } = props as ChoiceInputProps;
  const [open, setOpen] = useState(false);
  const displayRef = useRef<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listboxId = useId();
  // TextField names its label `${id}-label`: the combobox and its list are called by it.
  const labelId = id ? `${id}-label` : undefined;
  const chosen = choices.find((choice) => choice.value === value);

  const setDisplay = (node: HTMLDivElement | null) => {
    displayRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  // Open, the chosen option (or the first) has the focus, as in MUI's menu.
  useLayoutEffect(() => {
    if (!open) return;
    const options = listRef.current?.querySelectorAll<HTMLLIElement>('[role="option"]');
    const selected = listRef.current?.querySelector<HTMLLIElement>('[aria-selected="true"]') ?? options?.[0];
    selected?.focus({ preventScroll: true });
  }, [open]);

  const close = () => {
    setOpen(false);
    displayRef.current?.focus();
  };
  const choose = (next: string) => {
    close();
    if (next !== value) onChoose(next);
  };

  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Open, a press here is on the backdrop inside the field (below), which closes the list on its click.
    if (event.button !== 0 || disabled || open) return;
    // The field keeps the focus a click would move, and the list opens on the press, as MUI's does.
    event.preventDefault();
    displayRef.current?.focus();
    setOpen(true);
  };
  const onDisplayKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || !OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    setOpen(true);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = [...(listRef.current?.querySelectorAll<HTMLLIElement>('[role="option"]') ?? [])];
    const current = options.indexOf(document.activeElement as HTMLLIElement);
    const focusAt = (index: number) => options[Math.max(0, Math.min(options.length - 1, index))]?.focus();
    if (event.key === 'ArrowDown') focusAt(current + 1);
    else if (event.key === 'ArrowUp') focusAt(current - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(options.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') {
      if (current !== -1) choose(options[current]!.dataset.value ?? '');
    } else if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // A letter moves to the next option that starts with it, as in MUI's list.
      const letter = event.key.toLowerCase();
      const after = [...options.slice(current + 1), ...options.slice(0, current + 1)];
      after.find((option) => option.textContent?.trim().toLowerCase().startsWith(letter))?.focus();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <Display
        ref={setDisplay}
        id={id}
        className={className}
        tabIndex={disabled ? undefined : 0}
        role="combobox"
        aria-controls={open ? listboxId : undefined}
        aria-disabled={disabled ? 'true' : undefined}
        aria-expanded={open ? 'true' : 'false'}
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        onMouseDown={onMouseDown}
        onKeyDown={onDisplayKeyDown}
        onFocus={onFocus}
        // The field stays focused (its outline drawn) while its list has the focus, as MUI's select does.
        onBlur={open ? undefined : onBlur}
      >
        {chosen?.label ?? '\u200B'}
        {/*
          The backdrop lies inside the field: the press that opened the list ends on it, and the browser
          then sends the click to the element holding both, the field, which does nothing with it (an
          outer one would have moved the focus off the list).
        */}
        {open ? <div aria-hidden style={BACKDROP_STYLE} onMouseDown={(event) => event.preventDefault()} onClick={close} /> : null}
      </Display>
      <ArrowDropDownIcon aria-hidden style={open ? OPEN_ICON_STYLE : ICON_STYLE} sx={ICON_SX} />
      {/* Always there, hidden while closed: opening shows it without adding a style rule, which would restyle the whole page. */}
      <Listbox ref={listRef} id={listboxId} role="listbox" aria-labelledby={labelId} tabIndex={-1} hidden={!open} onKeyDown={onListKeyDown}>
        {choices.map((choice) => (
          <li key={choice.value} role="option" tabIndex={-1} data-value={choice.value} aria-selected={choice.value === value} onClick={() => choose(choice.value)}>
            {choice.label}
          </li>
        ))}
      </Listbox>
    </>
  );
});
