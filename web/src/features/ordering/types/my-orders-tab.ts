/** The tabs of /my-orders (spec section 2), named by the address's `tab`. */
export const MY_ORDERS_TABS = ['history', 'order'] as const;

export type MyOrdersTab = (typeof MY_ORDERS_TABS)[number];

/** The tab an address's query string names: the order form with `tab=order`, otherwise the history. */
export function myOrdersTabOf(search: URLSearchParams): MyOrdersTab {
  return search.get('tab') === 'order' ? 'order' : 'history';
}
