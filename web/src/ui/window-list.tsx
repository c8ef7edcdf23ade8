import { Fragment, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { defaultRangeExtractor, useWindowVirtualizer, type Range, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { DrawnForPhone } from './drawn-for-phone.ts';

/** What an item spreads on its own `<li>`: the virtualiser measures it, and a screen reader hears "3 of 600". */
export interface WindowListItemProps {
  ref: Ref<HTMLLIElement>;
  'data-index': number;
  'aria-setsize': number;
  'aria-posinset': number;
}

interface WindowListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  /** Renders one item as an `<li>` that takes `itemProps`. */
  renderItem: (item: T, itemProps: WindowListItemProps) => ReactNode;
  /** A first guess of one row's height in pixels (without the gap); rows are measured once shown. */
  estimateHeight: number;
  /** Space between rows, in pixels. */
  gap: number;
  /**
   * With it, items sit in a grid of as many columns of at least this width (px) as fit; rows are
   * then all `estimateHeight` tall (the items hold a fixed height), and nothing is measured.
   */
  minColumnWidth?: number;
  /** Rows drawn beyond the screen's edge, above and below (OVERSCAN unless said). */
  overscan?: number;
  'aria-label': string;
  className?: string;
  sx?: SxProps<Theme>;
}

/** Rows drawn beyond the screen's edge, above and below, so a fast scroll or a Tab shows no gap. */
const OVERSCAN = 4;

/**
 * The screen a first render fills, before the browser's is measured: the server has none, and drew
 * no row at all, so the browser mounted the first screen's rows in one long task after adopting the
 * page (issue 34: the history's and the day's cards). A phone's (a common one's CSS pixels) where the
 * page is drawn for one (DrawnForPhone), a laptop's otherwise; the browser's first render takes the
 * same, so that it gives the rows it adopts, then draws those of its own screen.
 */
const PHONE_SCREEN: Rect = { width: 412, height: 823 };
const WIDE_SCREEN: Rect = { width: 1280, height: 800 };

/**
 * A long list that scrolls with the page and renders only the rows on screen (issue 34: the order
 * history, the day's orders and its labels). Every item stays a list item to assistive technology
 * (aria-setsize and aria-posinset), Tab moves on into the next rows as the page scrolls to them,
 * and printing renders every item first (the `beforeprint` event, or `printAll` before a print
 * button calls `window.print`), so a printed list never misses one.
 */
export function WindowList<T>({
  items,
  itemKey,
  renderItem,
  estimateHeight,
  gap,
  minColumnWidth,
  overscan = OVERSCAN,
  className,
  sx,
  ...aria
}: WindowListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [columns, setColumns] = useState(1);
  const printing = usePrinting();

  // Where the list starts on the page and how many columns fit: read as it is first laid out, then whenever the list's or
  // an element around it changes size (what lies above it has grown, the window is narrower). Not after every render: each read there made the
  // browser lay the page out in the middle of React's commit, on every scroll step of a long list.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const measure = () => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 1 ? top : current));
      if (minColumnWidth) setColumns(Math.max(1, Math.floor((list.clientWidth + gap) / (minColumnWidth + gap))));
    };
    // A ResizeObserver's callback comes after the browser's own layout, before it paints: reading there costs no extra layout,
    // and its first one comes as the list is first laid out. Read here, during React's commit, the list's top made the browser
    // lay out the page there and then (issue 34: the day's 600 orders). A grid's columns are read at once all the same: a
    // list drawn in one column for a frame would then jump into several.
    if (minColumnWidth || typeof ResizeObserver === 'undefined') measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    for (let element: Element | null = list; element; element = element.parentElement) observer.observe(element);
    return () => observer.disconnect();
  }, [minColumnWidth, gap]);

  const rows = Math.ceil(items.length / columns);
  const drawnForPhone = useContext(DrawnForPhone);
  const keepFirstRows = useFirstRowsKept();
  const virtualizer = useWindowVirtualizer({
    count: rows,
    initialRect: drawnForPhone ? PHONE_SCREEN : WIDE_SCREEN,
    // From the page's top, as the server drew it: a visitor may have scrolled the drawn page before the app adopts it.
    initialOffset: 0,
    estimateSize: () => estimateHeight,
    gap,
    overscan,
    rangeExtractor: keepFirstRows,
    scrollMargin,
    getItemKey: (row) => (columns === 1 ? itemKey(items[row]!) : row),
    measureElement: sizeWithoutLayout,
    observeElementRect: observeWindowSizeAfterLayout,
  });

  const itemProps = (index: number, measured: boolean): WindowListItemProps => ({
    ref: measured ? (virtualizer.measureElement as Ref<HTMLLIElement>) : null,
    'data-index': index,
    'aria-setsize': items.length,
    'aria-posinset': index + 1,
  });

  const shownRows = printing ? [] : virtualizer.getVirtualItems();
  const first = shownRows[0];
  const last = shownRows[shownRows.length - 1];
  const shown = printing
    ? items.map((item, index) => ({ item, index }))
    : shownRows.flatMap((row) =>
        items.slice(row.index * columns, (row.index + 1) * columns).map((item, offset) => ({ item, index: row.index * columns + offset })),
      );
  const paddingTop = first ? first.start - scrollMargin : 0;
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;

  return (
    <Box
      component="ul"
      ref={listRef}
      className={className}
      aria-label={aria['aria-label']}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap: `${gap}px`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      style={printing ? undefined : { paddingTop, paddingBottom }}
    >
      {shown.map(({ item, index }) => (
        <Fragment key={itemKey(item)}>{renderItem(item, itemProps(index, columns === 1 && !printing))}</Fragment>
      ))}
    </Box>
  );
}

/**
 * The rows of the list's first render stay drawn for as long as the rows shown reach them, even where
 * the browser then finds that fewer fill the screen. The server draws that first render for a screen it
 * cannot measure (the list at the page's top, each row as tall as the guess); the browser adopts it, then
 * learns where the list starts and how tall its rows are, and removing the rows that no longer fit, below
 * the screen's edge and a few dozen elements each, was the orders tab's longest task after the adoption (issue 34).
 */
function useFirstRowsKept(): (range: Range) => number[] {
  const firstLast = useRef<number | null>(null);
  return useCallback((range: Range) => {
    const rows = defaultRangeExtractor(range);
    firstLast.current ??= rows[rows.length - 1] ?? -1;
    // From the row after the range's last, so that the rows drawn stay one run (the list's padding stands for the others).
    const keptLast = Math.min(firstLast.current, range.count - 1);
    for (let row = (rows[rows.length - 1] ?? keptLast) + 1; row <= keptLast; row++) rows.push(row);
    return rows;
  }, []);
}

/**
 * The window's size, read when the browser has laid the page out (a ResizeObserver's callback on the
 * page's root, which comes after layout and at once on observing) and on every resize; until then the
 * virtualiser keeps its `initialRect`. The virtualiser's own reading (innerWidth and innerHeight as it
 * mounts) made the browser lay the whole page out in the middle of React's commit of the first rows.
 */
function observeWindowSizeAfterLayout(virtualizer: Virtualizer<Window, Element>, onSize: (rect: Rect) => void): (() => void) | undefined {
  const view = virtualizer.scrollElement;
  if (!view) return undefined;
  const read = () => onSize({ width: view.innerWidth, height: view.innerHeight });
  view.addEventListener('resize', read, { passive: true });
  if (typeof ResizeObserver === 'undefined') {
    read();
    return () => view.removeEventListener('resize', read);
  }
  const observer = new ResizeObserver(read);
  observer.observe(view.document.documentElement);
  return () => {
    observer.disconnect();
    view.removeEventListener('resize', read);
  };
}

/**
 * A row's height from the ResizeObserver's entry, which comes after the browser's own layout; as a
 * row is attached (no entry yet) its last height or the guess: the virtualiser's own reading there
 * (offsetHeight) made the browser lay the page out in the middle of React's commit (issue 34).
 */
function sizeWithoutLayout(element: Element, entry: ResizeObserverEntry | undefined, virtualizer: Virtualizer<Window, Element>): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  return virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ?? virtualizer.options.estimateSize(index);
}

/** Whether the page is being printed: true from `beforeprint` (rendered at once, before the print is laid out) until `afterprint`. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  const before = useCallback(() => flushSync(() => setPrinting(true)), []);
  const after = useCallback(() => setPrinting(false), []);
  useEffect(() => {
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    window.addEventListener(PRINT_ALL_EVENT, before);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      window.removeEventListener(PRINT_ALL_EVENT, before);
    };
  }, [before, after]);
  return printing;
}

const PRINT_ALL_EVENT = 'lunchbox:print-all';

/**
 * Renders every item of the page's window lists at once, then opens the print dialog: a print
 * button's `window.print()` fires `beforeprint` too, but a test's stand-in for it does not.
 */
export function printAll(): void {
  window.dispatchEvent(new Event(PRINT_ALL_EVENT));
  window.print();
  window.dispatchEvent(new Event('afterprint'));
}
