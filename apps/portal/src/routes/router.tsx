import { createBrowserRouter, Navigate } from 'react-router';
import { RouteErrorPage } from '../app/RouteErrorPage';

/** Each page is its own chunk: the first page a visitor opens loads only what it shows. */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: '/welcome',
        lazy: async () => ({ Component: (await import('../pages/welcome/WelcomePage')).default }),
      },
      {
        path: '/signin',
        lazy: async () => ({ Component: (await import('../pages/signin/SignInPage')).default }),
      },
      // portal.md section 2: any unknown path redirects to /welcome.
      { path: '*', element: <Navigate to="/welcome" replace /> },
    ],
  },
]);
