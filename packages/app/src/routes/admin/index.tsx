import { ADMIN_PAGES_ROOT, adminPaths, adminRoutePath } from '@laqta/contract';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AdminGuard } from '../../auth/AdminGuard';
import { RouteError } from '../../RouteError';

type Screen = () => Promise<{ default: ComponentType }>;

/**
 * The screen of every back-office page, by its name in `adminPaths.pages` (the paths are written
 * there only). A page without a screen here is a type error. A new screen is one line:
 * `yourPage: () => import('./<resource>/YourRoute'),` — each is its own lazy chunk.
 */
const screens: Record<keyof typeof adminPaths.pages, Screen> = {
  home: () => import('./dashboard/DashboardRoute'),
  customers: () => import('./customers/CustomersRoute'),
  customer: () => import('./customers/CustomerDetailRoute'),
  customerEdit: () => import('./customers/CustomerEditRoute'),
  photographers: () => import('./photographers/PhotographersRoute'),
  photographer: () => import('./photographers/PhotographerDetailRoute'),
  photographerNew: () => import('./photographers/PhotographerNewRoute'),
  photographerEdit: () => import('./photographers/PhotographerEditRoute'),
  orders: () => import('./orders/OrdersRoute'),
  order: () => import('./orders/OrderDetailRoute'),
  services: () => import('./services/ServicesRoute'),
  serviceNew: () => import('./services/ServiceNewRoute'),
  service: () => import('./services/ServiceDetailRoute'),
  serviceEdit: () => import('./services/ServiceEditRoute'),
  suggestions: () => import('./suggestions/SuggestionsRoute'),
  suggestion: () => import('./suggestions/SuggestionDetailRoute'),
  billboards: () => import('./billboards/BillboardsRoute'),
  billboard: () => import('./billboards/BillboardDetailRoute'),
  billboardNew: () => import('./billboards/BillboardNewRoute'),
  billboardEdit: () => import('./billboards/BillboardEditRoute'),
  newsletter: () => import('./newsletter/NewsletterRoute'),
  transactions: () => import('./transactions/TransactionsRoute'),
  transaction: () => import('./transactions/TransactionDetailRoute'),
  payouts: () => import('./payouts/PayoutsRoute'),
  settings: () => import('./settings/SettingsRoute'),
  about: () => import('./about/AboutEditorRoute'),
  activity: () => import('./activity/ActivityRoute'),
  team: () => import('./team/TeamRoute'),
  profile: () => import('./profile/ProfileRoute'),
};

const screenRoutes: RouteObject[] = Object.entries(screens).map(([name, load]) => ({
  path: adminRoutePath(adminPaths.pages[name as keyof typeof screens]),
  lazy: () => load().then((m) => ({ Component: m.default })),
}));

/** The back office (/admin/*): the guard, the layout and one lazy route per page of `adminPaths`. */
export const adminRoutes: RouteObject[] = [
  {
    path: ADMIN_PAGES_ROOT,
    element: <AdminGuard />,
    children: [
      {
        lazy: () => import('./AdminShell').then((m) => ({ Component: m.default })),
        children: [
          {
            // A screen that fails shows the error page inside the back office's frame (menu kept);
            // the frame itself failing falls to the boundary router.tsx puts on this whole tree.
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to={adminPaths.pages.home} replace /> },
              ...screenRoutes,
            ],
          },
        ],
      },
    ],
  },
];
