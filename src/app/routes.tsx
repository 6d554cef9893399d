import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { authLoader, authScreenLoader, signInLoader } from './authStart';
import { AppLayout } from './layout/AppLayout';
import { lazyScreen } from './lazyScreen';
import LandingScreen from '@/features/landing/LandingScreen';

// The landing page is in the entry chunk (it is the first paint); every other screen is its own
// chunk, loaded when the route is visited (and precached by the service worker for offline use).
// Screens about the account (`authLoader`, `signInLoader`, `authScreenLoader`) start Firebase Auth
// at once when this device holds a signed-in hint; with none, on the visitor's intent or late in
// idle time. Other screens load it only when this device was signed in (src/app/authStart.ts).
const DesignerScreen = lazyScreen(() => import('@/features/designer/DesignerScreen'));
const AuthScreen = lazyScreen(() => import('@/features/auth/AuthScreen'));
const SignUpScreen = lazyScreen(() => import('@/features/auth/SignUpScreen'));
const ProfileScreen = lazyScreen(() => import('@/features/profile/ProfileScreen'));
const SettingsScreen = lazyScreen(() => import('@/features/settings/SettingsScreen'));
// Dexie and the outbox load with the assistant's first read or answer, not with the screen (useAssistant.ts).
const AssistantScreen = lazyScreen(() => import('@/features/assistant/AssistantScreen'));
// A visitor's /booking and /artists/:id paint the public directory from a small public fetch: no
// Dexie, outbox or CRM schemas before it (issue #36); the signed-in part loads them on demand.
const BookingScreen = lazyScreen(() => import('@/features/booking/BookingScreen'));
const ArtistScreen = lazyScreen(() => import('@/features/booking/ArtistScreen'));
// Dexie, then the outbox with the CRM schemas (zod), then the studio's screen: each evaluates in a
// task of its own rather than all in one long task after the first paint (lazyScreen.tsx).
const StudioScreen = lazyScreen(() => import('@/features/booking/StudioScreen'), [() => import('@/db/database'), () => import('@/sync/syncEngine')]);
const PreviewScreen = lazyScreen(() => import('@/features/preview/PreviewScreen'));
// The Analyst saves through the outbox: Dexie and the CRM schemas in stages, as for /booking.
const AnalystScreen = lazyScreen(() => import('@/features/analyst/AnalystScreen'), [() => import('@/db/database'), () => import('@/sync/syncEngine')]);
// The demo dialog (and Headless UI) loads on the first 'Book a Demo' click, not with the landing page.
const DemoDialog = lazyScreen(() => import('@/features/demo/DemoDialog'));
const NotFound = lazyScreen(() => import('./layout/NotFound'));

/**
 * The route tree, shared by the browser (createAppRouter) and the build's pre-renderer
 * (src/app/prerender.tsx renders each static route to HTML with the same elements).
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingScreen DemoDialog={DemoDialog} /> },
      { path: '/designer', element: <DesignerScreen /> },
      { path: '/auth', element: <AuthScreen />, loader: signInLoader },
      { path: '/signup', element: <SignUpScreen />, loader: signInLoader },
      // The profile waits for its chunk in the loader (a reload paints the cached profile without a
      // Suspense fallback's delay); the layout shows meanwhile with an empty outlet.
      { path: '/profile', element: <ProfileScreen />, loader: authScreenLoader(ProfileScreen), hydrateFallbackElement: <div aria-busy="true" className="min-h-[40vh]" /> },
      { path: '/settings', element: <SettingsScreen />, loader: authLoader },
      { path: '/chat', element: <AssistantScreen /> },
      { path: '/booking', element: <BookingScreen />, loader: authLoader },
      { path: '/artists/:artistId', element: <ArtistScreen />, loader: authLoader },
      { path: '/studio', element: <StudioScreen />, loader: authLoader },
      { path: '/preview/:imageId', element: <PreviewScreen /> },
      { path: '/analyst', element: <AnalystScreen /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
