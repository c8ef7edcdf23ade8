import { createBrowserRouter } from 'react-router';
import { AuthScreen } from '../features/auth/components/auth-screen.tsx';
import { ContactScreen } from '../features/contact/components/contact-screen.tsx';
import { HomeRoute } from './routes/home-route.tsx';
import { NotFoundScreen } from './routes/not-found-screen.tsx';
import { ProfileRoute } from './routes/profile-route.tsx';
import { RequireAdmin, RequireUser } from './routes/require-user.tsx';
import { UpcomingScreen } from './routes/upcoming-screen.tsx';
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
      { path: '/weekly-menu', element: <UpcomingScreen title="This Week's Menu" /> },
      { path: '/calendar', element: <UpcomingScreen title="Lunch Schedule" /> },
      { path: '/payment-success', element: <UpcomingScreen title="Payment" /> },
      {
        element: <RequireUser />,
        children: [
          { path: '/profile', element: <ProfileRoute /> },
          { path: '/my-orders', element: <UpcomingScreen title="My Orders" /> },
          { path: '/cart', element: <UpcomingScreen title="Cart" /> },
          { path: '/feedback', element: <UpcomingScreen title="Feedback & Support" /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <UpcomingScreen title="Admin Dashboard" /> },
          { path: '/menu-management', element: <UpcomingScreen title="Menu Management" /> },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
