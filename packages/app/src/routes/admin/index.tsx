import type { RouteObject } from 'react-router-dom';

/** The back office (/admin/*): the guard, the layout and one lazy route per screen. */
export const adminRoutes: RouteObject[] = [];
