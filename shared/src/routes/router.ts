/**
 * The router facade: the react-router names the apps use (a lint rule keeps app code from
 * importing react-router itself; tests may). react-router is not a share key of its own: it lives
 * inside this singleton, so there is one router at runtime, and webpack keeps only what is
 * re-exported here (a shared package is never tree-shaken; a dependency inside one is). Add a
 * name when an app needs it. `Link` is Chakra's in the UI facade, so the router's is RouterLink.
 */
export {
  BrowserRouter,
  Link as RouterLink,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
