import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

interface MenuMessageProps {
  /** A heading-sized line that is not a heading (the page's outline stays the menu's weeks). */
  title: ReactNode;
  /** The secondary line under it. */
  text: ReactNode;
  titleVariant?: 'h2' | 'h3';
  /** The space under the title, in theme spacing. */
  titleGap?: number;
}

/** A title and the line under it, where the menu says something instead of showing dishes: 'Unable to load menu', 'Menu coming soon'. */
export function MenuMessage({ title, text, titleVariant = 'h3', titleGap }: MenuMessageProps) {
  return (
    <>
      <Typography variant={titleVariant} component="p" {...(titleGap === undefined ? {} : { sx: { mb: titleGap } })}>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </>
  );
}
