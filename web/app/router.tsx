import { createBrowserRouter } from 'react-router';
import { AppShell } from './app-shell.tsx';
import { RouteError } from './routes/route-error.tsx';

/** One data-router route; AppShell chooses the route table that fits the session (spec §2). */
export const router = createBrowserRouter([{ path: '*', element: <AppShell />, errorElement: <RouteError /> }]);
