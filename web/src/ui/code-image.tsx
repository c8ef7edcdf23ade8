import Box from '@mui/material/Box';

interface CodeImageProps {
  src: string;
  alt: string;
  width: number;
  /** Square when left out (a QR code). */
  height?: number;
  /** The white margin a QR code needs around it to be scanned. */
  quietZone?: boolean;
}

/**
 * A code to scan or read (the payment and WhatsApp QR codes, the CAPTCHA) on white with a thin
 * border, so it reads on the dark theme too; its size is fixed so nothing shifts while it loads.
 */
export function CodeImage({ src, alt, width, height = width, quietZone = false }: CodeImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      sx={{ display: 'block', width, height, p: quietZone ? 1 : 0, bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );
}
