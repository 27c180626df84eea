import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import type { Action, Section } from '../shared/permissions';
import { GuestOnly, RequireAuth, RequirePermission } from './auth/guards';
import { loadChunk } from './components/chunk-loader';
import { RouteError } from './components/RouteError';
import { PublicLayout } from './layouts/PublicLayout';
import { publicPages } from './public-pages';
import { eventDetailsLoader, eventsLoader, homeLoader, siteConfigLoader } from './route-prefetch';

/** A code-split route: the page's chunk loads on first visit, failures name the chunk (§8). */
function page(chunk: string, importer: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const mod = await loadChunk(chunk, importer);
    return { Component: mod.default };
  };
}

const guest = (children: RouteObject[]): RouteObject => ({
  element: (
    <GuestOnly>
      <Outlet />
    </GuestOnly>
  ),
  children,
});

/** Pages of a section the role may use (§6): viewing it, or `action` (adding, editing). */
const allowed = (
  section: Section,
  children: RouteObject[],
  action: Action = 'view',
): RouteObject => ({
  element: (
    <RequirePermission section={section} action={action}>
      <Outlet />
    </RequirePermission>
  ),
  children,
});

/** Every route of spec §2. */
const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    loader: siteConfigLoader,
    // Read once for the first render; later navigations keep what the query cache holds.
    shouldRevalidate: () => false,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      {
        element: <PublicLayout />,
        children: [
          // The event pages' loaders fetch their data while the page chunk downloads.
          {
            path: '/home',
            loader: homeLoader,
            lazy: page('home', publicPages.home),
          },
          { path: '/about', lazy: page('about', () => import('./pages/public/AboutPage')) },
          {
            path: '/events',
            loader: eventsLoader,
            lazy: page('events', publicPages.events),
          },
          {
            path: '/events/event-details/:eventId',
            loader: eventDetailsLoader,
            lazy: page('event-details', publicPages.eventDetails),
          },
          { path: '/contactUs', lazy: page('contact', () => import('./pages/public/ContactPage')) },
          // The verification link works logged in or out (a changed email is verified in-session).
          {
            path: '/verify-email',
            lazy: page('verify-email', () => import('./pages/auth/VerifyEmailPage')),
          },
          guest([
            { path: '/login', lazy: page('login', () => import('./pages/auth/LoginPage')) },
            // The spec spells the sign-up route '/singup'; '/signup' is the other reading (§2).
            { path: '/singup', lazy: page('signup', () => import('./pages/auth/SignupPage')) },
            { path: '/signup', lazy: page('signup', () => import('./pages/auth/SignupPage')) },
            {
              path: '/forgot-password',
              lazy: page('forgot-password', () => import('./pages/auth/ForgotPasswordPage')),
            },
            {
              path: '/confirm-otp/:email',
              lazy: page('confirm-otp', () => import('./pages/auth/ConfirmOtpPage')),
            },
            {
              path: '/reset-password/:token',
              lazy: page('reset-password', () => import('./pages/auth/ResetPasswordPage')),
            },
            {
              path: '/validate-otp',
              lazy: page('validate-otp', () => import('./pages/auth/ValidateOtpPage')),
            },
          ]),
        ],
      },
      {
        path: '/app',
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            // The whole app area is its own chunk: public visitors never download it.
            lazy: async () => {
              const mod = await loadChunk('app-layout', () => import('./layouts/AppLayout'));
              return { Component: mod.AppLayout };
            },
            children: [
              { index: true, element: <Navigate to="/app/dashboard" replace /> },
              {
                path: 'dashboard',
                lazy: page('dashboard', () => import('./pages/dashboard/DashboardPage')),
              },
              allowed('Events', [
                {
                  path: 'events',
                  lazy: page('app-events', () => import('./pages/events/AppEventsPage')),
                },
                {
                  path: 'events/event-details/:eventId',
                  lazy: page(
                    'app-event-details',
                    () => import('./pages/events/AppEventDetailsPage'),
                  ),
                },
                allowed(
                  'Events',
                  [
                    {
                      path: 'events/add-event',
                      lazy: page('event-form', () => import('./pages/events/EventFormPage')),
                    },
                  ],
                  'create',
                ),
                allowed(
                  'Events',
                  [
                    {
                      path: 'events/edit-event/:eventId',
                      lazy: page('event-form', () => import('./pages/events/EventFormPage')),
                    },
                  ],
                  'edit',
                ),
                {
                  path: 'events/event-details/:eventId/participate',
                  lazy: page(
                    'participant-form',
                    () => import('./pages/events/ParticipantFormPage'),
                  ),
                },
                {
                  path: 'events/event-details/:eventId/edit-participant/:participantId',
                  lazy: page(
                    'participant-form',
                    () => import('./pages/events/ParticipantFormPage'),
                  ),
                },
                allowed(
                  'Category',
                  [
                    {
                      path: 'events/category',
                      lazy: page('category-form', () => import('./pages/events/CategoryFormPage')),
                    },
                  ],
                  'create',
                ),
              ]),
              allowed('Sports', [
                {
                  path: 'sports',
                  lazy: page('sports', () => import('./pages/sports/SportsPage')),
                  children: [{ path: 'add-sports' }, { path: ':sportsId/edit' }],
                },
                {
                  path: 'sports/:sportsId/categories',
                  lazy: page(
                    'sport-categories',
                    () => import('./pages/sports/SportCategoriesPage'),
                  ),
                  children: [{ path: 'add-category' }, { path: ':categoryId/edit' }],
                },
              ]),
              allowed('Users', [
                {
                  path: 'users',
                  lazy: page('users', () => import('./pages/users/UsersPage')),
                  children: [{ path: 'users-details/:userId' }],
                },
              ]),
              allowed('Payments', [
                {
                  path: 'payments',
                  lazy: page('payments', () => import('./pages/payments/PaymentsPage')),
                },
              ]),
              {
                path: 'settings',
                lazy: page('settings', () => import('./pages/settings/SettingsPage')),
              },
              {
                path: 'paymentSuccess',
                lazy: page('payment-success', () => import('./pages/payment/PaymentSuccessPage')),
              },
              { path: '*', element: <Navigate to="/app/dashboard" replace /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
