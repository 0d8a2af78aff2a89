import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './app/providers';
import { router } from './app/router';
import { startSignedIn, warmSignedIn } from './app/signed-in-start';
import { UpdatePrompt } from './app/update/update-prompt';
import { keepScrollbarWidth } from './ui/scrollbar-width';

if (!startSignedIn(window.location.pathname)) warmSignedIn();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
keepScrollbarWidth();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </Providers>
  </StrictMode>,
);
