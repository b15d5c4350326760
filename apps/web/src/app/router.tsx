import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PageSpinner } from '../components/page-spinner';
import { AppLayout } from './shell/app-layout';
import { ExpiredPage } from './shell/expired-page';

/** The route table. Pages are code-split: each lazy route is its own chunk. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: 'expired.html', element: <ExpiredPage /> },
      { path: 'locations', lazy: () => import('../features/clubs/components/locations-page') },
      {
        lazy: () => import('../features/signup/wizard/wizard-layout'),
        children: [
          { index: true, lazy: () => import('../features/signup/wizard/wizard-page') },
          { path: ':location', lazy: () => import('../features/signup/wizard/wizard-page') },
          {
            path: ':location/payment-confirmation',
            lazy: () => import('../features/signup/confirmation/confirmation-page'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
