import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

const STARS = [1, 2, 3, 4, 5] as const;
const MAX = 5;
const STEP = 0.5;
const STAR_ICON_SX = { fontSize: 36, pointerEvents: 'none' } as const;

/** 'x/5' or 'No rating' (parent-app.md section 2). */
export function ratingText(t: TFunction, rating: number): string {
  return rating > 0 ? `${rating}/5` : t('feedback.noRating');
}

function clamp(value: number): number {
  return Math.min(MAX, Math.max(0, Math.round(value / STEP) * STEP));
}

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** The id of the element naming the control ('Overall Rating'). */
  labelledBy: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The feedback form's Overall Rating: five stars in half steps. Clicking the left half of a star
 * gives x.5, the right half x; as a slider it takes the arrow keys (0.5 steps), Page Up/Down
 * (1), Home/End, and Delete or Backspace to clear.
 */
export function StarRatingInput({ value, onChange, onBlur, labelledBy, invalid = false, disabled = false }: StarRatingInputProps) {
  const { t } = useTranslation();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;

  const valueAt = (star: number, event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX - box.left < box.width / 2 ? star - STEP : star;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (disabled) return;
    const next: Record<string, number> = {
      ArrowRight: value + STEP,
      ArrowUp: value + STEP,
      ArrowLeft: value - STEP,
      ArrowDown: value - STEP,
      PageUp: value + 1,
      PageDown: value - 1,
      Home: STEP,
      End: MAX,
      Delete: 0,
      Backspace: 0,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // The slider stops at half a star; only Delete/Backspace clear it.
    onChange(event.key === 'Delete' || event.key === 'Backspace' ? 0 : Math.max(STEP, clamp(target)));
  };

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelledBy}
        aria-valuemin={0}
        aria-valuemax={MAX}
        aria-valuenow={value}
        aria-valuetext={value > 0 ? t('feedback.stars', { value }) : t('feedback.noRating')}
        aria-required
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onMouseLeave={() => setHover(null)}
        sx={{
          display: 'inline-flex',
          borderRadius: 1,
          p: 0.25,
          cursor: disabled ? 'default' : 'pointer',
          outline: invalid ? '2px solid' : 'none',
          outlineColor: 'error.main',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {STARS.map((star) => {
          const Icon = shown >= star ? StarIcon : shown >= star - STEP ? StarHalfIcon : StarBorderIcon;
          return (
            <Box
              key={star}
              data-star={star}
              onMouseMove={(event) => !disabled && setHover(valueAt(star, event))}
              onClick={(event) => !disabled && onChange(valueAt(star, event))}
              sx={{ display: 'inline-flex', color: shown >= star - STEP ? '#f5a623' : 'action.disabled' }}
            >
              {/* The star's box, not its icon, takes the pointer: the hover swaps the icon for another element,
                  and a press that began on the old one and ended on the new one made no click. */}
              <Icon sx={STAR_ICON_SX} aria-hidden />
            </Box>
          );
        })}
      </Box>
      <Typography aria-hidden sx={{ fontWeight: 600, minWidth: 72 }}>
        {ratingText(t, shown)}
      </Typography>
    </Stack>
  );
}
