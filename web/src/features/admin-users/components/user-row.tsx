import { memo, useSyncExternalStore, type ReactNode } from 'react';
import { formatInstantDate } from '@lunchbox/domain/school-dates';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import type { AdminChildProfile, AdminUser } from '../api/admin-users.ts';
import { displayName } from './display-name.ts';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@lunchbox/domain/i18n/languages';
import { useLanguage } from '../../../lib/i18n.ts';
import { tooltipCode } from './later-code.ts';

/** The users list shows at most this many children per row (admin-area.md section 9). */
const CHILDREN_SHOWN = 2;

export type UserAction = 'email' | 'edit' | 'role' | 'staffRole' | 'delete';

interface UserRowProps {
  user: AdminUser;
  childProfiles: readonly AdminChildProfile[];
  /** The signed-in administrator's own row: their role cannot be removed here. */
  isSelf: boolean;
  /** The row's place in the whole (searched) table, header first, for screen readers on a page of it. */
  rowIndex: number;
  onAction: (action: UserAction, user: AdminUser) => void;
}

function registrationDate(createdAt: string, language: LanguageCode): string {
  try {
    return formatInstantDate(createdAt, schoolTimeZone, language);
  } catch {
    return createdAt;
  }
}

/**
 * The tooltip on the administrator's own role button, with MUI's Popper under it, comes with the
 * dialogs' code once the table is shown (later-code.ts): one row of the first screen needs it, only on
 * hover. Fetched as the row was adopted, its files and its code held up the adoption (issue 34: TBT).
 * Until it comes (and as the server draws it), the button is wrapped as the tooltip wraps it, with its
 * words as the wrapper's name.
 */
function OwnRoleTip({ title, children }: { title: string; children: ReactNode }) {
  const Tooltip = useSyncExternalStore(tooltipCode.subscribe, tooltipCode.current, tooltipCode.drawn);
  if (!Tooltip) return <span aria-label={title}>{children}</span>;
  return (
    <Tooltip title={title}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** One row of the users table (admin-area.md "Users"), of plain elements styled by the table (users-table-styles.ts). */
export const UserRow = memo(function UserRow({ user, childProfiles, isSelf, rowIndex, onAction }: UserRowProps) {
  const name = displayName(user);
  const hidden = childProfiles.length - CHILDREN_SHOWN;
  const { t } = useTranslation();
  const language = useLanguage();
  const roleAction = user.isAdmin ? t('admin.users.removeAdmin') : t('admin.users.makeAdmin');
  const roleButton = (
    <button
      type="button"
      className={user.isAdmin ? 'user-action warning' : 'user-action'}
      onClick={() => onAction('role', user)}
      disabled={isSelf && user.isAdmin}
      aria-label={`${roleAction}: ${name}`}
    >
      {roleAction}
    </button>
  );

  return (
    <tr aria-label={name} aria-rowindex={rowIndex}>
      <td>
        <div className="user-identity">
          <div aria-hidden className={user.isAdmin ? 'user-avatar admin' : 'user-avatar'}>
            {name.charAt(0).toUpperCase()}
          </div>
          <div>
            <p className="user-name">{name}</p>
            <p className="user-text user-muted">@{user.username}</p>
            <span className="user-caption">{t('admin.users.id', { id: user.id })}</span>
          </div>
        </div>
      </td>
      <td>
        <p className={user.email ? 'user-text user-email' : 'user-text user-email user-muted'}>{user.email || t('admin.users.noEmail')}</p>
        <p className="user-text user-muted">{user.phone || t('admin.users.noPhone')}</p>
      </td>
      <td>
        <div className="user-chips">
          <span className={user.isAdmin ? 'user-chip primary' : 'user-chip'}>{user.isAdmin ? t('admin.users.admin') : t('admin.users.user')}</span>
          {/* Staff roles (issue 31 §3): the spec's badge says User, this one what they may do. */}
          {user.role === 'kitchen' || user.role === 'school_office' ? (
            <span className="user-chip secondary">{t('admin.users.roleOf', { role: t(`admin.users.roles.${user.role}`) })}</span>
          ) : null}
          <span className="user-chip success">{t('admin.users.active')}</span>
        </div>
      </td>
      <td>
        <p className="user-text user-strong">{t('admin.users.childCount', { count: childProfiles.length })}</p>
        {childProfiles.slice(0, CHILDREN_SHOWN).map((child) => (
          <p key={child.id} className="user-text user-muted">
            {child.name} - {child.school} ({t('admin.orders.grade', { grade: child.grade })})
          </p>
        ))}
        {hidden > 0 ? <p className="user-text user-muted user-note">{t('admin.users.more', { count: hidden })}</p> : null}
      </td>
      <td>
        <p className="user-text">{registrationDate(user.createdAt, language)}</p>
      </td>
      <td>
        <div className="user-actions">
          <button
            type="button"
            className="user-action"
            onClick={() => onAction('email', user)}
            disabled={!user.email}
            aria-label={`${t('admin.users.sendEmail')}: ${name}`}
          >
            {t('admin.users.sendEmail')}
          </button>
          <button type="button" className="user-action" onClick={() => onAction('edit', user)} aria-label={`${t('admin.users.edit')}: ${name}`}>
            {t('admin.users.edit')}
          </button>
          <button
            type="button"
            className="user-action"
            onClick={() => onAction('staffRole', user)}
            disabled={isSelf}
            aria-label={`${t('admin.users.changeRole')}: ${name}`}
          >
            {t('admin.users.changeRole')}
          </button>
          {isSelf && user.isAdmin ? <OwnRoleTip title={t('admin.users.ownRole')}>{roleButton}</OwnRoleTip> : roleButton}
          {user.isAdmin ? null : (
            <button type="button" className="user-action error" onClick={() => onAction('delete', user)} aria-label={`${t('admin.users.delete')}: ${name}`}>
              {t('admin.users.delete')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
});
