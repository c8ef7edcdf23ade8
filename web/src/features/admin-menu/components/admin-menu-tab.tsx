import { MenuManagement } from './menu-management.tsx';

/** The admin dashboard's Menu tab: menu management with Edit Menu (admin-area.md "Menu management"). */
export function AdminMenuTab() {
  return <MenuManagement mode="admin" headingLevel="h2" />;
}
