import { BrowserRouter, setNavigator, useNavigate, useRoutes } from '@vigil/shared';
import { useEffect } from 'react';
import { routes } from './router';

/** Lets code outside React (the session's sign-out, the API client's 401) move the app. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path)), [navigate]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The app's router. Declarative (BrowserRouter + useRoutes), not a data router: no screen uses
 * loaders, actions or blockers, and the data router's engine was a third of react-router's code
 * in the first screen's JavaScript (issue 18).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <NavigatorBridge />
      <AppRoutes />
    </BrowserRouter>
  );
}
