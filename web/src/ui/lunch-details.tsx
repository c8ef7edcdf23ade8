import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A lunch's dishes as chips (the admin's day orders, the order history, the schedule); `struck`
 * draws them through for a cancelled lunch.
 */
export function LunchOptionChips({
  options,
  label,
  struck,
  marginTop = 1,
}: {
  options: readonly string[];
  label?: string;
  struck?: SxProps<Theme>;
  marginTop?: number;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: marginTop, flexWrap: 'wrap' }} aria-label={label}>
      {options.map((option) => (
        <Chip key={option} label={option} size="small" color="primary" variant="outlined" sx={struck} />
      ))}
    </Stack>
  );
}

/** The parent's note for the kitchen under its label ('Special instructions:'), or nothing without one. */
export function LunchNotes({ label, notes, marginTop = 1 }: { label: string; notes: string | null | undefined; marginTop?: number }) {
  if (!notes) return null;
  return (
    <Typography variant="body2" sx={{ mt: marginTop }}>
      <strong>{label}</strong> {notes}
    </Typography>
  );
}
