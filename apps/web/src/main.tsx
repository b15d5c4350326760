import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { handOverFirstPage, prepareFirstPageHandover } from './app/first-page/handover';
import { AppProviders } from './app/providers';
import { router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
prepareFirstPageHandover(root);
router.subscribe((state) => {
  if (state.location.pathname !== '/') handOverFirstPage();
});

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
