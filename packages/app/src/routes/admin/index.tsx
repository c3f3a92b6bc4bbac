import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminGuard } from '../../auth/AdminGuard';

/** A screen not built yet: the shared empty state with its title (loaded with the back office). */
const placeholder =
  (path: string): RouteObject['lazy'] =>
  () =>
    import('./PlaceholderRoute').then(({ PlaceholderRoute }) => ({
      element: <PlaceholderRoute path={path} />,
    }));

/**
 * The back office (/admin/*): the guard, the layout and one lazy route per screen. Each screen is one
 * line: swap its `placeholder(…)` for `() => import('./YourRoute').then((m) => ({ Component: m.default }))`.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: <AdminGuard />,
    children: [
      {
        lazy: () => import('./AdminShell').then((m) => ({ Component: m.default })),
        children: [
          { index: true, element: <Navigate to="/admin/home" replace /> },
          {
            path: 'home',
            lazy: () => import('./DashboardRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'users',
            lazy: () => import('./CustomersRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'users/:id',
            lazy: () => import('./CustomerDetailRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'Photographers',
            lazy: () => import('./PhotographersRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'Photographers/:id',
            lazy: () => import('./PhotographerDetailRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'orders',
            lazy: () => import('./OrdersRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'orders/:id',
            lazy: () => import('./OrderDetailRoute').then((m) => ({ Component: m.default })),
          },
          { path: 'services', lazy: placeholder('/admin/services') },
          { path: 'suggestion', lazy: placeholder('/admin/suggestion') },
          { path: 'billboards', lazy: placeholder('/admin/billboards') },
          {
            path: 'transactions',
            lazy: () => import('./TransactionsRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'transactions/:id',
            lazy: () => import('./TransactionDetailRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'setting',
            lazy: () => import('./SettingsRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'about',
            lazy: () => import('./AboutEditorRoute').then((m) => ({ Component: m.default })),
          },
        ],
      },
    ],
  },
];
