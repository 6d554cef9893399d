import { createBrowserRouter } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { lazyScreen } from './lazyScreen';
import LandingScreen from '@/features/landing/LandingScreen';

// The landing page is in the entry chunk (it is the first paint); every other screen is its own
// chunk, loaded when the route is visited (and precached by the service worker for offline use).
const DesignerScreen = lazyScreen(() => import('@/features/designer/DesignerScreen'));
const AuthScreen = lazyScreen(() => import('@/features/auth/AuthScreen'));
const SignUpScreen = lazyScreen(() => import('@/features/auth/SignUpScreen'));
const ProfileScreen = lazyScreen(() => import('@/features/profile/ProfileScreen'));
const SettingsScreen = lazyScreen(() => import('@/features/settings/SettingsScreen'));
const AssistantScreen = lazyScreen(() => import('@/features/assistant/AssistantScreen'));
const BookingScreen = lazyScreen(() => import('@/features/booking/BookingScreen'));
const PreviewScreen = lazyScreen(() => import('@/features/preview/PreviewScreen'));
// The demo dialog (and Headless UI) loads on the first 'Book a Demo' click, not with the landing page.
const DemoDialog = lazyScreen(() => import('@/features/demo/DemoDialog'));
const NotFound = lazyScreen(() => import('./layout/NotFound'));

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingScreen DemoDialog={DemoDialog} /> },
      { path: '/designer', element: <DesignerScreen /> },
      { path: '/auth', element: <AuthScreen /> },
      { path: '/signup', element: <SignUpScreen /> },
      { path: '/profile', element: <ProfileScreen /> },
      { path: '/settings', element: <SettingsScreen /> },
      { path: '/chat', element: <AssistantScreen /> },
      { path: '/booking', element: <BookingScreen /> },
      { path: '/preview/:imageId', element: <PreviewScreen /> },
      { path: '*', element: <NotFound /> },
    ],
  },
]);
