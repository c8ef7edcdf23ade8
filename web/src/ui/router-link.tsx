import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

/**
 * react-router's Link, shaped for MUI's `component` prop (MUI passes `href`, the router
 * wants `to`), so buttons and links keep MUI's look and the router's navigation.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { href: LinkProps['to'] }>(function RouterLink({ href, ...rest }, ref) {
  return <Link ref={ref} to={href} {...rest} />;
});
