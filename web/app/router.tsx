import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { HomeRoute } from './routes/home.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * The route layer: the only place that composes features. Spec §2: signed-out visitors reach the
 * landing, login, register and upgrade pages; any other path falls back to the landing page.
 */
const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: '*', element: <HomeRoute /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
