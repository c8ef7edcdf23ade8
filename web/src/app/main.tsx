import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from '../lib/apollo-client.ts';
import { prepareLiveRegions } from '../ui/live-region.ts';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

prepareLiveRegions();

// One client for the page's lifetime (created outside React, so StrictMode cannot make two).
const client = createApolloClient();

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
