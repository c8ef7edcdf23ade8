/**
 * The brand orange, for large shapes and icons only (3.8:1 on white: too light for text, which uses
 * the theme's primary colour).
 */
export const BRAND_ORANGE = '#e65100';
