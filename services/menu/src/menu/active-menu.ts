import type { WeeklyMenuItemRow } from '../db/schema.ts';

/**
 * The active menu items (in week order) kept in memory: the parents' menu is read on every page
 * and changes only when an administrator edits it. Correctness rests on invalidation, never on a
 * time to live: this replica's own writes invalidate after they commit and before they answer, and
 * every replica invalidates on the menu's item events (a write through another replica). A read
 * that started before an invalidation may hold the old rows; it remembers the generation it started
 * under, and its rows are not kept once that generation has passed.
 */
export class ActiveMenu {
  private generation = 0;
  private rows: WeeklyMenuItemRow[] | undefined;

  async read(load: () => Promise<WeeklyMenuItemRow[]>): Promise<WeeklyMenuItemRow[]> {
    if (this.rows) return this.rows;
    const startedUnder = this.generation;
    const rows = await load();
    if (startedUnder === this.generation) this.rows = rows;
    return rows;
  }

  /** Changes with every invalidation: what was read under one version is stale under the next. */
  get version(): number {
    return this.generation;
  }

  invalidate(): void {
    this.generation += 1;
    this.rows = undefined;
  }

  /** Runs a write of menu items, then invalidates whatever its outcome (a failure may have committed before it failed). */
  async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      this.invalidate();
    }
  }
}
