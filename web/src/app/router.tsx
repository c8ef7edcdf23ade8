import { createBrowserRouter } from 'react-router';
import { MenuManagementScreen } from '../features/admin-menu/components/menu-management-screen.tsx';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { CartScreen } from '../features/cart/components/cart-screen.tsx';
import { PaymentSuccessScreen } from '../features/cart/components/payment-success-screen.tsx';
import { ContactScreen } from '../features/contact/components/contact-screen.tsx';
import { FeedbackScreen } from '../features/feedback/components/feedback-screen.tsx';
import { MyOrdersScreen } from '../features/ordering/components/my-orders-screen.tsx';
import { ScheduleScreen } from '../features/schedule/components/schedule-screen.tsx';
import { WeeklyMenuScreen } from '../features/weekly-menu/components/weekly-menu-screen.tsx';
import { AdminDashboardRoute } from './routes/admin-dashboard.tsx';
import { HomeRoute } from './routes/home-route.tsx';
import { NotFoundScreen } from './routes/not-found-screen.tsx';
import { ProfileRoute } from './routes/profile-route.tsx';
import { RequireAdmin, RequireUser } from './routes/require-user.tsx';
import { AppShell } from './shell/app-shell.tsx';

/** The route table of spec section 2. */
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/auth', element: <AuthScreen /> },
      { path: '/reset-password', element: <AuthScreen /> },
      { path: '/contact', element: <ContactScreen /> },
      { path: '/weekly-menu', element: <WeeklyMenuScreen /> },
      { path: '/calendar', element: <ScheduleScreen /> },
      { path: '/payment-success', element: <PaymentSuccessScreen /> },
      {
        element: <RequireUser />,
        children: [
          { path: '/profile', element: <ProfileRoute /> },
          { path: '/my-orders', element: <MyOrdersScreen /> },
          { path: '/cart', element: <CartScreen /> },
          { path: '/feedback', element: <FeedbackScreen /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <AdminDashboardRoute /> },
          { path: '/menu-management', element: <MenuManagementScreen /> },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
