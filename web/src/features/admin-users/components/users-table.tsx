import { memo, useMemo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { AdminChildProfile, AdminUser } from '../api/admin-users.ts';
import { UserRow, type UserAction } from './user-row.tsx';
import { UsersPages } from './users-pages.tsx';
import { usersTableCss } from './users-table-styles.ts';

/** The table's columns, by their key in the catalogues' `admin.users.columns`. */
const COLUMNS = ['userInfo', 'contact', 'status', 'children', 'registered', 'actions'] as const;
const NO_CHILDREN: readonly AdminChildProfile[] = [];

const StyledTable = styled(Table)(({ theme }) => usersTableCss(theme));

/**
 * MUI's indeterminate bars move by their left and right: style, layout and paint on the main thread
 * every frame while a search loads, in the way of the next keys on a phone (issue 34: INP). The same
 * moves as transforms (the left edge, then the width as a scale) run on the compositor alone.
 */
const bar1Moves = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60%, 100% { transform: translateX(100%) scaleX(0.9); }
`;
const bar2Moves = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60%, 100% { transform: translateX(107%) scaleX(0.01); }
`;
const compositedBars = {
  borderRadius: 1,
  [`& .${linearProgressClasses.bar}`]: { width: '100%' },
  // As strings: sx would take a keyframes object for nested styles.
  [`& .${linearProgressClasses.bar1}`]: { animationName: `${bar1Moves}` },
  [`& .${linearProgressClasses.bar2}`]: { animationName: `${bar2Moves}` },
};

interface UsersTableProps {
  id: string;
  /** The users of the page shown. */
  shown: readonly AdminUser[];
  /** How many users the search found (all pages). */
  foundCount: number;
  /** The search the rows answer, for the no-match line. */
  query: string;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (count: number) => void;
  /** True while the server looks for another page or search: the rows shown are still the page before. */
  loading: boolean;
  /** The children of each user shown. */
  childrenByUser: ReadonlyMap<number, AdminChildProfile[]>;
  myId: number | undefined;
  onAction: (kind: UserAction, user: AdminUser) => void;
  /** The pointer or the focus came into the table: its actions' dialogs may soon be wanted. */
  onApproach?: () => void;
}

/** The rows a page shows, with the place of its first row in the whole (searched) table, header first. */
interface PageRows {
  users: readonly AdminUser[];
  childrenByUser: ReadonlyMap<number, AdminChildProfile[]>;
  firstRowIndex: number;
}

/** The body of the table: memoised, so the table around it redraws its loading bar and pages without it. */
const UserRows = memo(function UserRows({
  rows,
  myId,
  onAction,
}: {
  rows: PageRows;
  myId: number | undefined;
  onAction: (kind: UserAction, user: AdminUser) => void;
}) {
  return (
    <TableBody>
      {rows.users.map((user, index) => (
        <UserRow
          key={user.id}
          user={user}
          rowIndex={rows.firstRowIndex + index}
          childProfiles={rows.childrenByUser.get(user.id) ?? NO_CHILDREN}
          isSelf={user.id === myId}
          onAction={onAction}
        />
      ))}
    </TableBody>
  );
});

/**
 * The Users tab's table and its pages (admin-area.md "Users"). Memoised: while the administrator
 * types in the search, only the field renders, and the table once the server has answered. The
 * server's answer comes in one synchronous update (Apollo's store), so its rows are plain elements
 * (user-row.tsx): a page of them is drawn between two keys (issue 34: INP).
 */
export const UsersTable = memo(function UsersTable({
  id,
  shown,
  foundCount,
  query,
  page,
  perPage,
  onPage,
  onPerPage,
  loading,
  childrenByUser,
  myId,
  onAction,
  onApproach,
}: UsersTableProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => ({ users: shown, childrenByUser, firstRowIndex: page * perPage + 2 }), [shown, childrenByUser, page, perPage]);
  return (
    <>
      {/* The bar's place is kept, so the table never jumps; the bar itself is there only while loading (hidden, it still animated). */}
      <Box sx={{ height: 4, mb: 0.5 }}>{loading ? <LinearProgress aria-label={t('admin.users.loading')} sx={compositedBars} /> : null}</Box>
      {/* On a phone the table scrolls sideways: a keyboard reaches it even while its buttons wait for the app (drawn by the server). */}
      <TableContainer
        component={Paper}
        variant="outlined"
        role="group"
        aria-label={t('admin.tabs.users')}
        tabIndex={0}
        onPointerOver={onApproach}
        onFocus={onApproach}
      >
        <StyledTable id={id} aria-label={t('admin.tabs.users')} aria-rowcount={foundCount + 1} aria-busy={loading}>
          <TableHead>
            <TableRow aria-rowindex={1}>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{t(`admin.users.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <UserRows rows={rows} myId={myId} onAction={onAction} />
        </StyledTable>
        {foundCount === 0 ? (
          <Typography role="status" sx={{ p: 3, textAlign: 'center' }}>
            {t('admin.users.noMatch', { query })}
          </Typography>
        ) : null}
      </TableContainer>
      <UsersPages count={foundCount} page={page} perPage={perPage} onPage={onPage} onPerPage={onPerPage} />
    </>
  );
});
