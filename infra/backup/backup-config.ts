import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const DURATION = /^(\d+)\s*(s|m|h|d)$/;
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** The backup service's settings (the compose stack's `backup` container). */
export const backupEnvSchema = z.object({
  DATABASE_URL: z.string().min(1).describe('The PostgreSQL database whose four service schemas are backed up.'),
  BACKUP_DIR: z.string().min(1).default('/backups').describe('Where the snapshots are written (the backups volume in the compose stack).'),
  BACKUP_INTERVAL: z
    .string()
    .regex(DURATION, 'a number and a unit: s, m, h or d, e.g. 6h')
    .default('6h')
    .transform((text) => {
      const [, amount, unit] = DURATION.exec(text)!;
      return Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
    })
    .describe('How often a snapshot is taken (e.g. 6h, 30m); the health check fails when the newest is older than twice this.'),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(28).describe('How many snapshots are kept; older ones are deleted after each new one.'),
});

export type BackupSettings = z.infer<typeof backupEnvSchema>;

/** The snapshots in the folder, newest first (their names carry the time they were taken). */
export function snapshotsIn(folder: string): Array<{ file: string; takenAt: Date }> {
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => /^lunchbox-.*\.snapshot$/.test(name))
    .map((name) => ({ file: path.join(folder, name), takenAt: statSync(path.join(folder, name)).mtime }))
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

export const snapshotName = (at: Date) =>
  `lunchbox-${at
    .toISOString()
    .replaceAll(':', '')
    .replace(/\.\d+Z$/, 'Z')}.snapshot`;
