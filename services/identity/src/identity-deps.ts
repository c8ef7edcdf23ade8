import type { ServiceRuntime } from '@lunchbox/kit/process/start-service';
import type { IdentitySettings } from './config.ts';
import type { DocumentStorage } from './diet-requests/document-storage.ts';
import type { RateLimits } from './users/rate-limits.ts';

/** Everything the identity use cases touch: the service runtime (database, events, log) and identity's own settings. */
export interface IdentityDeps extends ServiceRuntime {
  settings: IdentitySettings;
  rateLimits: RateLimits;
  /** Where diet requests' documents are kept (issue 32). */
  documents: DocumentStorage;
}
