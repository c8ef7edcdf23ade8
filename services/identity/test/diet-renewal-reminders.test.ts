import { randomBytes } from 'node:crypto';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { DEFAULT_SCHOOL_TIMEZONE } from '@lunchbox/domain/school-dates';
import { openServiceDatabase, type ServiceDatabase } from '@lunchbox/kit/db/database';
import { createInProcessBus } from '@lunchbox/kit/messaging/bus-in-process';
import { eventfulDatabase } from '@lunchbox/kit/messaging/outbox-writer';
import { startClockAt } from '@lunchbox/kit/process/clock';
import { createLogger } from '@lunchbox/kit/process/logger';
import { createTestDatabase, type TestDatabase } from '@lunchbox/kit/testing/postgres';
import { childProfiles, dietRequests, inbox, outbox, users } from '../src/db/schema.ts';
import { documentSettingsFrom } from '../src/diet-requests/document-settings.ts';
import { encryptedFileStorage } from '../src/diet-requests/encrypted-file-storage.ts';
import { remindRenewalsDue } from '../src/diet-requests/renewal-reminders.ts';
import type { IdentityDeps } from '../src/identity-deps.ts';
import { createRateLimits } from '../src/users/rate-limits.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('renewal reminders of approved medical diets (issue 32)', () => {
  let database: TestDatabase;
  let service: ServiceDatabase;
  let deps: IdentityDeps;
  const log = createLogger('identity-test');
  const bus = createInProcessBus(log);

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await openServiceDatabase({ url: database.url, schemaName: 'identity', migrationsFolder: path.join(here, '../src/db/migrations') });
    const documents = documentSettingsFrom(mkdtempSync(path.join(os.tmpdir(), 'identity-documents-')), undefined);
    const settings = {
      ...keys,
      publicUrl: 'http://localhost:4000',
      loginRateLimit: 100,
      registerRateLimit: 100,
      documents,
      schoolTimeZone: DEFAULT_SCHOOL_TIMEZONE,
      requireAdminTwoFactor: false,
      twoFactorKey: randomBytes(32),
    };
    const runtime = eventfulDatabase({ db: service.db, outbox, inbox, wakeRelay: () => undefined });
    deps = { ...runtime, bus, settings, rateLimits: createRateLimits(settings), documents: encryptedFileStorage(documents), log };
    startClockAt('2026-11-18T20:00:00.000Z');
  });
  afterAll(async () => {
    startClockAt(undefined);
    await bus.close();
    await service?.close();
    await database?.drop();
  });

  test('when an approval ends within 30 days, then its parent is reminded once, in their language, and a later one is left for its day', async () => {
    const [parent] = await service.db
      .insert(users)
      .values({ username: 'rosa', email: 'rosa@example.test', passwordHash: 'x', fullName: 'Rosa Díaz', phone: '555-123-4567', language: 'es' })
      .returning();
    const [child] = await service.db
      .insert(childProfiles)
      .values({ userId: parent!.id, name: 'Lia', school: 'Sutter Elementary', grade: '2', teacher: 'Room 1' })
      .returning();
    const request = (validUntil: string, key: string) => ({
      childId: child!.id,
      userId: parent!.id,
      allergens: ['sesame'],
      documentKey: key,
      documentName: 'letter.pdf',
      documentType: 'application/pdf',
      documentSize: 10,
      status: 'approved' as const,
      validUntil,
    });
    const [soon] = await service.db.insert(dietRequests).values(request('2026-12-10', 'a0000000-0000-4000-8000-000000000001')).returning();
    await service.db.insert(dietRequests).values(request('2027-06-30', 'a0000000-0000-4000-8000-000000000002'));

    assert.equal(await remindRenewalsDue(deps), 1);
    assert.equal(await remindRenewalsDue(deps), 0);
    const reminders = await service.db.select().from(outbox).where(eq(outbox.type, 'diet_request.renewal_due'));
    assert.equal(reminders.length, 1);
    const data = (reminders[0]!.envelope as { data: Record<string, unknown> }).data;
    assert.deepEqual(
      { requestId: data.requestId, childName: data.childName, email: data.email, language: data.language, validUntil: data.validUntil },
      { requestId: soon!.id, childName: 'Lia', email: 'rosa@example.test', language: 'es', validUntil: '2026-12-10' },
    );
  });
});
