/** Answered for an order that does not exist and for someone else's: the answer does not say it exists. */
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
