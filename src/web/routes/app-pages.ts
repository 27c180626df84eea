/**
 * The /app area's pages (routes/manifest.ts reads them through this module, so the preload lists
 * of their chunks live here and not in the first JavaScript of the public pages).
 */
export const dashboard = () => import('../pages/dashboard/DashboardPage');
export const eventForm = () => import('../pages/events/EventFormPage');
export const participantForm = () => import('../pages/events/ParticipantFormPage');
export const appEvents = () => import('../pages/events/AppEventsPage');
export const appEventDetails = () => import('../pages/events/AppEventDetailsPage');
export const checkIn = () => import('../pages/checkin/CheckInPage');
export const competition = () => import('../pages/competition/CompetitionPage');
export const startList = () => import('../pages/start-list/StartListPage');
export const team = () => import('../pages/teams/TeamPage');
export const teamJoin = () => import('../pages/teams/JoinTeamPage');
export const categoryForm = () => import('../pages/events/CategoryFormPage');
export const sports = () => import('../pages/sports/SportsPage');
export const sportCategories = () => import('../pages/sports/SportCategoriesPage');
export const users = () => import('../pages/users/UsersPage');
export const payments = () => import('../pages/payments/PaymentsPage');
export const earnings = () => import('../pages/earnings/EarningsPage');
export const settings = () => import('../pages/settings/SettingsPage');
export const paymentSuccess = () => import('../pages/payment/PaymentSuccessPage');
