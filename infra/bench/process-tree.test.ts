import { spawn } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { processTree, stillRunning } from './process-tree.ts';

async function until(condition: () => boolean, withinMs: number): Promise<void> {
  for (const deadline = Date.now() + withinMs; !condition(); await new Promise((resolve) => setTimeout(resolve, 20)))
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
}

describe('the process tree a command started', () => {
  it('when a shell starts a process in a session of its own, then the tree still names it, and it is running until killed', async () => {
    // setsid: as PostgreSQL's backends do, out of reach of a signal to the command's process group.
    const shell = spawn('sh', ['-c', 'setsid sleep 60 & sleep 60 & wait'], { stdio: 'ignore', detached: true });
    let tree: number[] = [];
    try {
      await until(() => processTree(shell.pid!).length === 3, 10_000);
      tree = processTree(shell.pid!);
      expect(tree).toContain(shell.pid);
      expect(stillRunning(tree)).toEqual(tree);

      process.kill(-shell.pid!, 'SIGKILL');
      await until(() => stillRunning(tree).length === 1, 10_000);
      const [outOfGroup] = stillRunning(tree);
      process.kill(outOfGroup!, 'SIGKILL');
      await until(() => stillRunning(tree).length === 0, 10_000);
    } finally {
      for (const pid of stillRunning([...tree, ...processTree(shell.pid!)])) process.kill(pid, 'SIGKILL');
    }
  });
});
