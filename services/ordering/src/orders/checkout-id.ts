import { z } from 'zod';

export const CHECKOUT_ID_MESSAGE = 'checkoutId must be a UUID';

/** The browser's id for one checkout: the same id sent again answers the checkout it placed. */
export const checkoutIdSchema = z.uuid({ error: CHECKOUT_ID_MESSAGE });
