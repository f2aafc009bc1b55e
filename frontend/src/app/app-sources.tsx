import { useCallback } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { RAFFLES_POLL_MS } from '@fr/contracts/raffles';
import { useAuthStatus } from '../api/accounts';
import { useCoinBalance } from '../api/coins';
import { useGetTiersQuery } from '../api/fantasy';
import { useGetRafflesQuery, useGetRecentWinnersQuery } from '../api/raffles';
import type { PageSources } from '../components/page-sources';
import { useAppDispatch } from '../hooks/store-hooks';
import { useTimeZone } from '../hooks/use-time-zone';
import { answerState } from '../lib/api';
import { openAuthModal, type AuthTab } from '../stores/auth-modal-slice';
import { BellTab, NotificationsBell } from './layout/notifications-bell';
import { SignOutButton } from './layout/sign-out-button';

/** The shell's and the landing page's reads and links in the app: its store (RTK Query) and its router. */
export const appSources: PageSources = {
  Link,
  NavLink,
  useAuthStatus,
  useCoinBalance,
  useOpenAuthModal: () => {
    const dispatch = useAppDispatch();
    return useCallback((tab: AuthTab) => dispatch(openAuthModal(tab)), [dispatch]);
  },
  useTimeZone,
  useRaffles: (viewer) => useGetRafflesQuery(viewer ?? skipToken, { pollingInterval: RAFFLES_POLL_MS, selectFromResult: answerState }),
  useRecentWinners: () => useGetRecentWinnersQuery(undefined, { selectFromResult: answerState }),
  useTiers: () => useGetTiersQuery(undefined, { selectFromResult: answerState }),
  NotificationsBell,
  BellTab,
  SignOutButton,
};
