import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The environment podman and podman-compose run with here: crun (podman's default runtime) fails
 * on these machines' cgroups, and the default open-files limit is refused, so a containers.conf
 * names runc, cgroupfs and explicit limits for every container.
 */
export function podmanEnvironment(): NodeJS.ProcessEnv {
  const folder = path.join(os.tmpdir(), 'lunchbox-podman');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'containers.conf');
  writeFileSync(
    file,
    [
      '[containers]',
      'default_ulimits = ["nofile=20000:20000", "nproc=1000:1000"]',
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      '',
    ].join('\n'),
  );
  return { ...process.env, CONTAINERS_CONF: file };
}
