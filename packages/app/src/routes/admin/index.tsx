import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminGuard } from '../../auth/AdminGuard';

/**
 * The back office (/admin/*): the guard, the layout and one lazy route per screen, each one entry:
 * `{ path, lazy: () => import('./YourRoute').then((m) => ({ Component: m.default })) }`.
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
          {
            path: 'services',
            lazy: () => import('./services/ServicesRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'services/new',
            lazy: () =>
              import('./services/ServiceNewRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'services/:id',
            lazy: () =>
              import('./services/ServiceDetailRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'services/:id/edit',
            lazy: () =>
              import('./services/ServiceEditRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'suggestion',
            lazy: () =>
              import('./suggestions/SuggestionsRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'suggestion/:id',
            lazy: () =>
              import('./suggestions/SuggestionDetailRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'billboards',
            lazy: () =>
              import('./billboards/BillboardsRoute').then((m) => ({ Component: m.default })),
          },
          {
            path: 'billboards/:id',
            lazy: () =>
              import('./billboards/BillboardDetailRoute').then((m) => ({ Component: m.default })),
          },
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
