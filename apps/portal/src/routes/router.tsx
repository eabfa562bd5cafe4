import { withChunkTimeout } from '@clinic/forms-react/chunkLoading';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { frameReadPaths, type StartupReadsHandle } from '../api/startupReads';
import { PageLoader } from '../app/PageLoader';
import { RouteErrorPage } from '../app/RouteErrorPage';
import { loadPageTexts } from '../i18n/i18n';
import { documentsPageReads } from '../pages/documents/documentsPageReads';
import { RouteGuard } from './RouteGuard';

type PageModule = Promise<{ default: ComponentType }>;

/** Each page is its own chunk: the first page a visitor opens loads only what it shows. */
function firstPage(path: string, load: () => PageModule): RouteObject {
  return { path, lazy: async () => ({ Component: (await withChunkTimeout(load)).default }) };
}

/** A page past welcome and sign-in: its texts load with it (the entry ships only the core texts). */
function page(path: string, load: () => PageModule): RouteObject {
  return {
    path,
    lazy: async () => {
      const [module] = await withChunkTimeout(() => Promise.all([load(), loadPageTexts()]));
      return { Component: module.default };
    },
  };
}

/**
 * portal.md section 2: routes and guards. Every lazy import runs under the 120 s chunk time-out
 * (section 9); a failure lands on RouteErrorPage with section 8's texts and a reload.
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    // While the first page's lazy modules load: the spinner index.html showed, not a blank page.
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      {
        element: <RouteGuard access="welcome" />,
        children: [firstPage('/welcome', () => import('../pages/welcome/WelcomePage'))],
      },
      {
        element: <RouteGuard access="signedOut" />,
        children: [firstPage('/signin', () => import('../pages/signin/SignInPage'))],
      },
      {
        // Pages past the first ones share the data cache; welcome and sign-in load without it.
        lazy: async () => ({
          Component: (await withChunkTimeout(() => import('../app/QueryLayout'))).QueryLayout,
        }),
        children: [
          // The e-mailed e-form link: no guard, signed in or not (its own date-of-birth gate).
          page('/eform/:code', () => import('../pages/eform/EFormPage')),
          {
            element: <RouteGuard access="signedOut" />,
            children: [page('/confirm/:hash', () => import('../pages/confirm/ConfirmPage'))],
          },
          {
            element: <RouteGuard access="registration" />,
            children: [
              page('/new-patient-registration', () => import('../pages/registration/RegistrationPage')),
              page(
                '/patient-registration-completed',
                () => import('../pages/registration/RegistrationCompletedPage'),
              ),
            ],
          },
          {
            // Anyone may request an appointment (as the settings allow); signed-in users keep the menu.
            lazy: async () => ({
              Component: (await withChunkTimeout(() => import('../layout/OptionalPortalLayout')))
                .OptionalPortalLayout,
            }),
            children: [
              {
                element: <RouteGuard access="newAppointment" />,
                children: [
                  page('/new-appointment', () => import('../pages/newAppointment/NewAppointmentPage')),
                ],
              },
              {
                element: <RouteGuard access="open" />,
                children: [
                  page('/thanks', () => import('../pages/newAppointment/ThanksPage')),
                  page('/verify-email/:code', () => import('../pages/verification/VerifyEmailPage')),
                  page('/confirm-patient/:code', () => import('../pages/verification/ConfirmPatientPage')),
                  page('/cancel-request/:code', () => import('../pages/cancelRequest/CancelRequestPage')),
                  page('/appointment-confirm/:code', () => import('../pages/reminder/ReminderConfirmPage')),
                  page('/appointment-cancel/:code', () => import('../pages/reminder/ReminderCancelPage')),
                ],
              },
            ],
          },
          {
            element: <RouteGuard access="signedIn" />,
            children: [
              {
                handle: { startupReads: Object.values(frameReadPaths) } satisfies StartupReadsHandle,
                lazy: async () => ({
                  Component: (await withChunkTimeout(() => import('../layout/PortalLayout'))).PortalLayout,
                }),
                children: [
                  page('/home', () => import('../pages/home/HomePage')),
                  {
                    ...page('/documents', () => import('../pages/documents/DocumentsPage')),
                    handle: { startupReads: documentsPageReads } satisfies StartupReadsHandle,
                  },
                  page('/document/:sharedDocumentId', () => import('../pages/document/DocumentPage')),
                  page(
                    '/document_group/:sharedDocumentId',
                    () => import('../pages/document/DocumentGroupPage'),
                  ),
                  page('/appointments', () => import('../pages/appointments/AppointmentsPage')),
                  page('/messages', () => import('../pages/messages/MessagesPage')),
                  page('/profile', () => import('../pages/profile/ProfilePage')),
                  page('/billing', () => import('../pages/billing/BillingPage')),
                  page('/billing/addPaymentMethod', () => import('../pages/billing/AddPaymentMethodPage')),
                  page('/paymentMethods', () => import('../pages/billing/PaymentMethodsPage')),
                  page('/waitlist/:code', () => import('../pages/waitlist/WaitlistPage')),
                ],
              },
            ],
          },
        ],
      },
      // portal.md section 2: any unknown path redirects to /welcome.
      { path: '*', element: <Navigate to="/welcome" replace /> },
    ],
  },
]);
