import { BrowserRouter } from 'react-router';
import { FrontDoor } from './front-door.tsx';

/**
 * Declarative routing: the front door, then app-shell.tsx choose what to draw from the session
 * (spec §2). The data router (createBrowserRouter) would add about 17 KB gzip to the landing page
 * for loaders and actions we do not use (ADR 0013); render errors are caught by app.tsx's boundary.
 */
export function Router() {
  return (
    <BrowserRouter>
      <FrontDoor />
    </BrowserRouter>
  );
}
