import { Navigate, type RouteObject } from 'react-router-dom';
import { publicRoutes } from './routes/public';
import { adminRoutes } from './routes/admin';
import { RouteError } from './RouteError';

/** Every top-level route (each layout) gets the Arabic error page as its error boundary. */
const withErrorPage = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => ({ errorElement: <RouteError />, ...route }));

export const routes: RouteObject[] = [
  ...withErrorPage(publicRoutes),
  ...withErrorPage(adminRoutes),
  // The specification: any other path goes to the landing page.
  { path: '*', element: <Navigate to="/landing" replace /> },
];
