import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for screen readers only. */
export function VisuallyHidden({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Box component="span" id={id} sx={hidden}>
      {children}
    </Box>
  );
}
