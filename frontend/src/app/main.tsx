import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { currentViewMode } from '../components/view-mode/view-mode';
import { AppProviders } from './app-providers';
import { createAppRouter } from './router';
import { makeStore } from '../stores/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={makeStore()} viewMode={currentViewMode()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
