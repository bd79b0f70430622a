import { useRoutes } from 'react-router';
import { routeObjects } from './routeTable';

/** The pages of shared/routes.ts, inside the frame every page shares (routeTable.tsx). */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
