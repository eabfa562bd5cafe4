import { createBrowserRouter, Navigate } from 'react-router';

export const router = createBrowserRouter(
  [
    {
      path: '/signin',
      lazy: async () => ({ Component: (await import('../pages/signin/StaffSignInPage')).default }),
    },
    { path: '*', element: <Navigate to="/signin" replace /> },
  ],
  { basename: '/staff' },
);
