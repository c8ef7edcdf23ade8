import type { ConsumerDeps } from './consumer-deps.ts';
import { onChildDeleted } from './child-deleted.ts';
import { onChildUpserted } from './child-upserted.ts';
import { onMenuClosureDeclared } from './menu-closure-declared.ts';
import { onMenuClosureLifted } from './menu-closure-lifted.ts';
import { onMenuItemDeleted } from './menu-item-deleted.ts';
import { onMenuItemUpserted } from './menu-item-upserted.ts';
import { onSchoolUpserted } from './school-upserted.ts';
import { onUserDeleted } from './user-deleted.ts';
import { onUserSaved } from './user-registered.ts';

/** The events ordering consumes, each with its handler: the read models of parents, children, menu items and closures. */
export function orderingConsumers(deps: ConsumerDeps) {
  return {
    'child.upserted': onChildUpserted(deps),
    'child.deleted': onChildDeleted(deps),
    'school.upserted': onSchoolUpserted(deps),
    'menu.item.upserted': onMenuItemUpserted(deps),
    'menu.item.deleted': onMenuItemDeleted(deps),
    'menu.closure.declared': onMenuClosureDeclared(deps),
    'menu.closure.lifted': onMenuClosureLifted(deps),
    'menu.school_closure.declared': onMenuClosureDeclared(deps),
    'menu.school_closure.lifted': onMenuClosureLifted(deps),
    'user.deleted': onUserDeleted(deps),
    'user.registered': onUserSaved(deps),
    'user.updated': onUserSaved(deps),
  };
}
