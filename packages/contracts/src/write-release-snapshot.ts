import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { snapshotOfThisRelease } from './release-snapshot.ts';

/**
 * Run when a release is cut (`npm run contracts:release-snapshot`), on its commit: this release's
 * event schemas become "the previous release" that the next one must still read and be read by.
 */
const release = process.argv[2] ?? execFileSync('git', ['describe', '--tags', '--always'], { encoding: 'utf8' }).trim();
const target = path.join(import.meta.dirname, 'previous-release-events.json');
writeFileSync(target, `${JSON.stringify(snapshotOfThisRelease(release), null, 2)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)} (release ${release})`);
