import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/routes';
import { watchTheme } from './app/theme/theme';
import './styles.css';

watchTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Everything below waits until after first paint: the landing page needs none of it to show.
const afterFirstPaint = (work: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(work, { timeout: 1500 }) : setTimeout(work, 200);

afterFirstPaint(() => {
  void import('./app/startup').then((m) => m.startBackgroundServices());
});
