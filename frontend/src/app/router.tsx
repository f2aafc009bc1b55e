import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { clientRoutes } from '@fr/contracts/shell';
import { AdminPage } from '../features/admin/pages/admin-page';
import { AuthCallbackPage } from '../features/accounts/pages/auth-callback-page';
import { LoginPage } from '../features/accounts/pages/login-page';
import { SignupPage } from '../features/accounts/pages/signup-page';
import { VerifyEmailPage } from '../features/accounts/pages/verify-email-page';
import { BankPage } from '../features/bank/pages/bank-page';
import { ChallengesPage } from '../features/challenges/pages/challenges-page';
import { ContestsPage } from '../features/contests/pages/contests-page';
import { DashboardPage } from '../features/fantasy/pages/dashboard-page';
import { ConnectCard } from '../features/fantasy/components/connect/connect-card';
import { HomePage } from '../features/home/pages/home-page';
import { PrizesPage } from '../features/prizes/pages/prizes-page';
import { ProfilePage } from '../features/profile/pages/profile-page';
import { RaffleRulesPage } from '../features/raffles/pages/raffle-rules-page';
import { RafflesPage } from '../features/raffles/pages/raffles-page';
import { ShopPage } from '../features/shop/pages/shop-page';
import { LoadingState } from '../components/loading-state';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

// The proof page carries the draw algorithm and its hashing: loaded only when a proof is opened.
const DrawProofPage = lazy(() => import('../features/raffles/pages/draw-proof-page').then((page) => ({ default: page.DrawProofPage })));

/** Every route of spec §2 inside the shared layout, plus the 404 fallback. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: clientRoutes.home, element: <HomePage connectCard={(status) => <ConnectCard status={status} />} /> },
      { path: clientRoutes.login, element: <LoginPage /> },
      { path: clientRoutes.dashboard, element: <DashboardPage /> },
      { path: clientRoutes.raffles, element: <RafflesPage /> },
      { path: clientRoutes.raffleRules, element: <RaffleRulesPage /> },
      {
        path: clientRoutes.drawProof,
        element: (
          <Suspense fallback={<LoadingState />}>
            <DrawProofPage />
          </Suspense>
        ),
      },
      { path: clientRoutes.prizes, element: <PrizesPage /> },
      { path: clientRoutes.contests, element: <ContestsPage /> },
      { path: clientRoutes.challenges, element: <ChallengesPage /> },
      { path: clientRoutes.shop, element: <ShopPage /> },
      { path: clientRoutes.bank, element: <BankPage /> },
      { path: clientRoutes.profile, element: <ProfilePage /> },
      { path: clientRoutes.authCallback, element: <AuthCallbackPage /> },
      { path: clientRoutes.verifyEmail, element: <VerifyEmailPage /> },
      { path: clientRoutes.admin, element: <AdminPage /> },
      { path: clientRoutes.signup, element: <SignupPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
