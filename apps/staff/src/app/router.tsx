import { withChunkTimeout } from '@clinic/forms-react/chunkLoading';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { StaffLayout } from './layout/StaffLayout';
import { PageLoader } from './PageLoader';
import { RequireSignedIn } from './RequireSignedIn';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * A page's chunk under the 120 s chunk time-out (portal.md section 9); a failure lands on
 * RouteErrorPage with section 8's texts and a reload.
 */
function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await withChunkTimeout(load)).default });
}

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
          lazy: lazyPage(() => import('../pages/signin/StaffSignInPage')),
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
                  lazy: lazyPage(() => import('../pages/patients/PatientsPage')),
                },
                {
                  path: 'patients/new',
                  lazy: lazyPage(() => import('../pages/patients/NewPatientPage')),
                },
                {
                  path: 'patients/:patientId',
                  lazy: lazyPage(() => import('../pages/patients/PatientChartPage')),
                },
                {
                  path: 'patients/:patientId/audit-trail',
                  lazy: lazyPage(() => import('../pages/auditTrail/AuditTrailPage')),
                },
                {
                  path: 'patients/:patientId/documents/:documentId',
                  lazy: lazyPage(() => import('../pages/documents/DocumentPage')),
                },
                {
                  path: 'documents',
                  lazy: lazyPage(() => import('../pages/documents/inbox/DocumentInboxPage')),
                },
                {
                  path: 'alerts',
                  lazy: lazyPage(() => import('../pages/documents/alerts/ScoreAlertsPage')),
                },
                {
                  path: 'schedule',
                  lazy: lazyPage(() => import('../pages/schedule/SchedulePage')),
                },
                {
                  path: 'appointment-requests',
                  lazy: lazyPage(() => import('../pages/appointmentRequests/AppointmentRequestsPage')),
                },
                {
                  path: 'change-requests',
                  lazy: lazyPage(() => import('../pages/changeRequests/ChangeRequestsPage')),
                },
                {
                  path: 'waitlist',
                  lazy: lazyPage(() => import('../pages/waitlist/WaitlistPage')),
                },
                {
                  path: 'takings',
                  lazy: lazyPage(() => import('../pages/takings/TakingsPage')),
                },
                {
                  path: 'messages',
                  lazy: lazyPage(() => import('../pages/messages/MessagesPage')),
                },
                {
                  path: 'messages/:threadId',
                  lazy: lazyPage(() => import('../pages/messages/MessagesPage')),
                },
                {
                  path: 'settings/:section?',
                  lazy: lazyPage(() => import('../pages/settings/SettingsPage')),
                },
                {
                  path: 'forms',
                  lazy: lazyPage(() => import('../pages/forms/FormsPage')),
                },
                {
                  path: 'forms/:formId',
                  lazy: lazyPage(() => import('../pages/forms/FormBuilderPage')),
                },
                {
                  path: 'form-groups',
                  lazy: lazyPage(() => import('../pages/forms/FormGroupsPage')),
                },
              ],
            },
          ],
        },
        {
          path: '/gallery',
          lazy: lazyPage(() => import('../pages/gallery/GalleryPage')),
        },
        { path: '*', element: <Navigate to="/patients" replace /> },
      ],
    },
  ],
  { basename: '/staff' },
);
