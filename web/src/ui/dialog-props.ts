/**
 * What a screen gives a dialog that it keeps mounted: whether the dialog is shown, and how it closes
 * (Cancel, Escape, the backdrop). What the dialog is about (an item, a child, a feedback entry) is the
 * dialog's own prop, kept by the screen while the dialog closes so its text does not change during the
 * closing animation.
 */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
}
