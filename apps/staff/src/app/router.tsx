import { createBrowserRouter, Navigate } from 'react-router';
import { StaffLayout } from './layout/StaffLayout';
import { PageLoader } from './PageLoader';
import { RequireSignedIn } from './RequireSignedIn';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * Each page is its own chunk. Public pages sit at the top; everything else is behind the
 * signed-in guard and inside the layout.
 */
export const router = createBrowserRouter(
  [
    {
      errorElement: <RouteErrorPage />,
      // Shown while the first page's lazy chunk loads (without it React Router warns in the console).
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          path: '/signin',
          lazy: async () => ({ Component: (await import('../pages/signin/StaffSignInPage')).default }),
        },
        {
          element: <RequireSignedIn />,
          children: [
            {
              element: <StaffLayout />,
              errorElement: <RouteErrorPage />,
              children: [
                { index: true, element: <Navigate to="/patients" replace /> },
                {
                  path: 'patients',
                  lazy: async () => ({ Component: (await import('../pages/patients/PatientsPage')).default }),
                },
                {
                  path: 'patients/new',
                  lazy: async () => ({
                    Component: (await import('../pages/patients/NewPatientPage')).default,
                  }),
                },
                {
                  path: 'patients/:patientId',
                  lazy: async () => ({
                    Component: (await import('../pages/patients/PatientChartPage')).default,
                  }),
                },
                {
                  path: 'patients/:patientId/audit-trail',
                  lazy: async () => ({
                    Component: (await import('../pages/auditTrail/AuditTrailPage')).default,
                  }),
                },
                {
                  path: 'patients/:patientId/documents/:documentId',
                  lazy: async () => ({
                    Component: (await import('../pages/documents/DocumentPage')).default,
                  }),
                },
                {
                  path: 'documents',
                  lazy: async () => ({
                    Component: (await import('../pages/documents/DocumentsPage')).default,
                  }),
                },
                {
                  path: 'appointment-requests',
                  lazy: async () => ({
                    Component: (await import('../pages/appointmentRequests/AppointmentRequestsPage')).default,
                  }),
                },
                {
                  path: 'messages',
                  lazy: async () => ({ Component: (await import('../pages/messages/MessagesPage')).default }),
                },
                {
                  path: 'messages/:threadId',
                  lazy: async () => ({ Component: (await import('../pages/messages/MessagesPage')).default }),
                },
                {
                  path: 'settings/:section?',
                  lazy: async () => ({ Component: (await import('../pages/settings/SettingsPage')).default }),
                },
                {
                  path: 'forms',
                  lazy: async () => ({ Component: (await import('../pages/forms/FormsPage')).default }),
                },
                {
                  path: 'forms/:formId',
                  lazy: async () => ({ Component: (await import('../pages/forms/FormBuilderPage')).default }),
                },
                {
                  path: 'form-groups',
                  lazy: async () => ({ Component: (await import('../pages/forms/FormGroupsPage')).default }),
                },
              ],
            },
          ],
        },
        {
          path: '/gallery',
          lazy: async () => ({ Component: (await import('../pages/gallery/GalleryPage')).default }),
        },
        { path: '*', element: <Navigate to="/patients" replace /> },
      ],
    },
  ],
  { basename: '/staff' },
);
