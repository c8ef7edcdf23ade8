import { z } from 'zod';
import { badInput } from '@lunchbox/kit/errors/app-error';

const INVALID_RESPONSE = 'Invalid passkey response';

/** The browser's answer as @simplewebauthn/browser sends it; anything else is refused before the library sees it. */
const credentialResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().min(1).max(10_000) }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
});

export const ceremonySchema = z.object({
  ceremonyId: z.string({ message: 'ceremonyId is required' }).uuid('Invalid or expired passkey request'),
  response: z.string({ message: 'response is required' }).max(64_000, INVALID_RESPONSE),
  name: z.string().trim().max(60, 'Passkey name: at most 60 characters').optional(),
});

/** The response travels as JSON text through the graph; broken JSON or a wrong shape is the caller's mistake. */
export function parseCredentialResponse<T>(json: string): T {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badInput(INVALID_RESPONSE);
  }
  const parsed = credentialResponse.safeParse(value);
  if (!parsed.success) throw badInput(INVALID_RESPONSE);
  return parsed.data as T;
}
