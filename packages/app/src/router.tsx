import { Navigate, type RouteObject } from 'react-router-dom';
import { publicRoutes } from './routes/public';
import { adminRoutes } from './routes/admin';

export const routes: RouteObject[] = [
  ...publicRoutes,
  ...adminRoutes,
  // The specification: any other path goes to the landing page.
  { path: '*', element: <Navigate to="/landing" replace /> },
];
