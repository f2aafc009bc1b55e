import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SIGNED_IN_HINT_COOKIE } from '@fr/contracts/http';
import { clientRoutes } from '@fr/contracts/shell';
import { fantasyApi } from '../api/fantasy';
import { ConnectCard } from '../features/fantasy/components/connect/connect-card';
import { HomePage } from '../features/home/pages/home-page';
import { readCookie } from '../lib/csrf';
import type { AppStore } from '../stores/store';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

// Only the landing page and the layout are in the first download; every other page is fetched when it is first
// opened (the proof page carries the draw algorithm and its hashing, admin the charts, the sign-in pages the forms).
const AdminForgotPasswordPage = lazyPage(() =>
  import('../features/admin/pages/admin-password-pages').then((page) => page.AdminForgotPasswordPage),
);
const AdminResetPasswordPage = lazyPage(() =>
  import('../features/admin/pages/admin-password-pages').then((page) => page.AdminResetPasswordPage),
);
const AdminPage = lazyPage(() => import('../features/admin/pages/admin-page').then((page) => page.AdminPage));
const AuthCallbackPage = lazyPage(() => import('../features/accounts/pages/auth-callback-page').then((page) => page.AuthCallbackPage));
const BankPage = lazyPage(() => import('../features/bank/pages/bank-page').then((page) => page.BankPage));
const ReceiptPage = lazyPage(() => import('../features/bank/pages/receipt-page').then((page) => page.ReceiptPage));
const ChallengesPage = lazyPage(() => import('../features/challenges/pages/challenges-page').then((page) => page.ChallengesPage));
const ContestsPage = lazyPage(() => import('../features/contests/pages/contests-page').then((page) => page.ContestsPage));
const DashboardPage = lazyPage(() => import('../features/fantasy/pages/dashboard-page').then((page) => page.DashboardPage));
const DrawProofPage = lazyPage(() => import('../features/raffles/pages/draw-proof-page').then((page) => page.DrawProofPage));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/accounts/pages/forgot-password-page').then((page) => page.ForgotPasswordPage),
);
const LeaderboardPage = lazyPage(() => import('../features/leaderboard/pages/leaderboard-page').then((page) => page.LeaderboardPage));
const LoginPage = lazyPage(() => import('../features/accounts/pages/login-page').then((page) => page.LoginPage));
const OfficialRulesPage = lazyPage(() => import('../features/legal/pages/official-rules-page').then((page) => page.OfficialRulesPage));
const PrivacyPage = lazyPage(() => import('../features/legal/pages/privacy-page').then((page) => page.PrivacyPage));
const PrizesPage = lazyPage(() => import('../features/prizes/pages/prizes-page').then((page) => page.PrizesPage));
// Settings shows the privacy feature's "Your data" sections: both load with the page.
const ProfilePage = lazyPage(() =>
  Promise.all([import('../features/profile/pages/profile-page'), import('../features/privacy/components/your-data')]).then(
    ([page, privacy]) =>
      function Profile() {
        return <page.ProfilePage yourData={<privacy.YourData />} />;
      },
  ),
);
const ResetPasswordPage = lazyPage(() => import('../features/accounts/pages/reset-password-page').then((page) => page.ResetPasswordPage));
const MyEntriesPage = lazyPage(() => import('../features/raffles/pages/my-entries-page').then((page) => page.MyEntriesPage));
const RaffleHistoryPage = lazyPage(() => import('../features/raffles/pages/raffle-history-page').then((page) => page.RaffleHistoryPage));
const RaffleRulesPage = lazyPage(() => import('../features/raffles/pages/raffle-rules-page').then((page) => page.RaffleRulesPage));
const RafflesPage = lazyPage(() => import('../features/raffles/pages/raffles-page').then((page) => page.RafflesPage));
const ResponsiblePlayPage = lazyPage(() =>
  import('../features/legal/pages/responsible-play-page').then((page) => page.ResponsiblePlayPage),
);
const ShopPage = lazyPage(() => import('../features/shop/pages/shop-page').then((page) => page.ShopPage));
const SignupPage = lazyPage(() => import('../features/accounts/pages/signup-page').then((page) => page.SignupPage));
const SupportPage = lazyPage(() => import('../features/legal/pages/support-page').then((page) => page.SupportPage));
const TermsPage = lazyPage(() => import('../features/legal/pages/terms-page').then((page) => page.TermsPage));
const VerifyEmailPage = lazyPage(() => import('../features/accounts/pages/verify-email-page').then((page) => page.VerifyEmailPage));

/**
 * Where the server's hint says this browser holds a session and the app starts on the dashboard, its reads start with
 * the app, beside the page's code and the status call, instead of once both are in (the page's own hooks then find
 * them under way). Not a route loader: React Router renders nothing on a route with a loader until it has run, which
 * would throw away the dashboard's prerendered markup. Only a head start: the API authenticates them, and a visitor's
 * page never asks.
 */
export function startFirstReads(store: AppStore, pathname: string): void {
  if (pathname !== clientRoutes.dashboard || readCookie(SIGNED_IN_HINT_COOKIE) !== '1') return;
  for (const endpoint of ['getTeams', 'getDashboard', 'getRaffleTickets', 'getTiers'] as const) {
    void store.dispatch(fantasyApi.util.prefetch(endpoint, undefined, {}));
  }
}

/** Every player route of spec §2 inside the shared layout, plus the 404 fallback; the operator console beside it. */
export const appRoutes = (): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: clientRoutes.home, element: <HomePage connectCard={(status) => <ConnectCard status={status} />} /> },
      { path: clientRoutes.login, element: <LoginPage /> },
      { path: clientRoutes.dashboard, element: <DashboardPage /> },
      { path: clientRoutes.raffles, element: <RafflesPage /> },
      { path: clientRoutes.raffleRules, element: <RaffleRulesPage /> },
      { path: clientRoutes.drawProof, element: <DrawProofPage /> },
      { path: clientRoutes.raffleHistory, element: <RaffleHistoryPage /> },
      { path: clientRoutes.myEntries, element: <MyEntriesPage /> },
      { path: clientRoutes.prizes, element: <PrizesPage /> },
      { path: clientRoutes.contests, element: <ContestsPage /> },
      { path: clientRoutes.challenges, element: <ChallengesPage /> },
      { path: clientRoutes.leaderboard, element: <LeaderboardPage /> },
      { path: clientRoutes.shop, element: <ShopPage /> },
      { path: clientRoutes.bank, element: <BankPage /> },
      { path: clientRoutes.bankReceipt, element: <ReceiptPage /> },
      { path: clientRoutes.profile, element: <ProfilePage /> },
      { path: clientRoutes.authCallback, element: <AuthCallbackPage /> },
      { path: clientRoutes.verifyEmail, element: <VerifyEmailPage /> },
      { path: clientRoutes.signup, element: <SignupPage /> },
      { path: clientRoutes.terms, element: <TermsPage /> },
      { path: clientRoutes.privacy, element: <PrivacyPage /> },
      { path: clientRoutes.officialRules, element: <OfficialRulesPage /> },
      { path: clientRoutes.responsiblePlay, element: <ResponsiblePlayPage /> },
      { path: clientRoutes.support, element: <SupportPage /> },
      { path: clientRoutes.forgotPassword, element: <ForgotPasswordPage /> },
      { path: clientRoutes.resetPassword, element: <ResetPasswordPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The operator console has a shell of its own (issue 23): none of the player's navigation, header, badge or footer.
  { path: `${clientRoutes.admin}/*`, element: <AdminPage />, errorElement: <RouteError /> },
  { path: clientRoutes.adminForgotPassword, element: <AdminForgotPasswordPage />, errorElement: <RouteError /> },
  { path: clientRoutes.adminResetPassword, element: <AdminResetPasswordPage />, errorElement: <RouteError /> },
];

export const createAppRouter = () => createBrowserRouter(appRoutes());
