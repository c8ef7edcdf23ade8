import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While the element with this class is on the page, printing the page prints only it: every
 * element that neither holds nor lies inside it is taken out, and its ancestors lose their spacing
 * and decoration, so the paper holds the sheet and no app chrome. `sheetCss` adds the sheet's own
 * print layout (inside the same @media print block).
 */
export function PrintOnly({ className, sheetCss = '' }: { className: string; sheetCss?: string }) {
  return (
    <GlobalStyles
      styles={`
        @media print {
          @page { margin: 0.4in; }
          html, body { background: #fff !important; }
          body *:not(:has(.${className})):not(.${className}):not(.${className} *) { display: none !important; }
          body *:has(.${className}) {
            display: block !important;
            position: static !important;
            margin: 0 !important;
            padding: 0 !important;
            border: 0 !important;
            box-shadow: none !important;
            background: none !important;
            min-height: 0 !important;
            max-width: none !important;
            width: auto !important;
          }
          ${sheetCss}
        }
      `}
    />
  );
}
