import { StandaloneShell } from '@vigil/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// Run alone, the remote brings what the host normally provides: providers, router, toasts.
createRoot(document.getElementById('root')!).render(
  <StandaloneShell>
    <App />
  </StandaloneShell>,
);
