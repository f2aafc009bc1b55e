import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@fr/contracts/api-routes';
import { documentVersion, helpLines, legalTexts, retentionPolicy } from '@fr/contracts/legal';
import { TAX_RECORD_RETENTION_YEARS } from '@fr/contracts/privacy';
import type { RaffleCard } from '@fr/contracts/raffles';
import { answer, fail, routeFetch } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { useStubbedFetch } from '../../../testing/stub-fetch';
import { OfficialRulesPage } from './official-rules-page';
import { PrivacyPage } from './privacy-page';
import { ResponsiblePlayPage } from './responsible-play-page';
import { TermsPage } from './terms-page';

const l = legalTexts.legal;
const fetchSpy = useStubbedFetch();
const visitor = answer(apiRoutes.authStatus, { authenticated: false, configured: false, userId: null });

const raffle = (id: string, name: string): RaffleCard => ({
  id,
  name,
  subtitle: 'Drawn daily at 11:59 PM ET',
  sport: 'nfl',
  tier: 'bronze',
  type: 'daily',
  tierType: 'Bronze',
  prize: 'NFL Team Merchandise Pack',
  prizeDetails: 'Jersey, cap and more',
  prizeValue: '$250',
  prizeEstimatedValue: 250,
  prizeId: 'nfl-merch-pack',
  drawTime: 'Nov 25, 11:59 PM ET',
  nextDraw: '2026-11-26T04:59:00.000Z',
  drawId: `${id}-2026-11-25`,
  participants: 0,
  userTickets: 0,
  odds: null,
  active: false,
  freeEntryUsed: false,
  lastDraw: null,
});

describe('the legal pages', () => {
  it('dates and versions the Terms of Service', () => {
    routeFetch(fetchSpy(), [visitor]);
    renderApp(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(l.titles.terms);
    const { version, effectiveDate } = documentVersion('terms', new Date());
    expect(screen.getByTestId('legal-version').textContent).toBe(l.versionLine(version, effectiveDate));
    expect(screen.getByRole('region', { name: 'Prizes' })).toBeTruthy();
  });

  it('shows in the Privacy Policy what is kept and for how long, one row per kind of data', () => {
    routeFetch(fetchSpy(), [visitor]);
    renderApp(<PrivacyPage />);
    const table = within(screen.getByRole('region', { name: l.retentionHeading })).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(retentionPolicy.length + 1);
    expect(table.textContent).toContain(`${TAX_RECORD_RETENTION_YEARS} years`);
  });

  it('links every raffle to its own official rules, and says when the list cannot load', async () => {
    routeFetch(fetchSpy(), [
      visitor,
      answer(apiRoutes.raffles, {
        raffles: [raffle('nfl-bronze', 'NFL Bronze Raffle'), raffle('nba-gold', 'NBA Gold Raffle')],
        beacon: { kind: 'local', name: 'Local demo beacon (embedded)' },
      }),
    ]);
    renderApp(<OfficialRulesPage />);
    const list = await screen.findByRole('list', { name: l.titles.officialRules });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['NFL Bronze Raffle', '/raffles/nfl-bronze/rules'],
      ['NBA Gold Raffle', '/raffles/nba-gold/rules'],
    ]);
  });

  it('says so when the raffles cannot be loaded for the index', async () => {
    routeFetch(fetchSpy(), [visitor, answer(apiRoutes.raffles, fail(503))]);
    renderApp(<OfficialRulesPage />);
    expect(await screen.findByText(l.officialRulesLoadFailed)).toBeTruthy();
  });

  it('gives the help lines and the way to the limits and self-exclusion', () => {
    routeFetch(fetchSpy(), [visitor]);
    renderApp(<ResponsiblePlayPage />);
    expect(screen.getByRole('link', { name: l.gamblerLine }).getAttribute('href')).toBe(helpLines.gamblerTel);
    expect(screen.getByRole('link', { name: l.crisisLine }).getAttribute('href')).toBe(helpLines.crisisTel);
    expect(screen.getByRole('link', { name: l.ncpgChat }).getAttribute('href')).toBe(helpLines.ncpgChatUrl);
    expect(screen.getByRole('link', { name: l.settingsLink }).getAttribute('href')).toBe('/profile');
  });
});
