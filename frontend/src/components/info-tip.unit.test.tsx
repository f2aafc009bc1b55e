import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { renderApp } from '../testing/render-app';
import { InfoTip } from './info-tip';

const g = texts.glossary;

afterEach(cleanup);

describe('InfoTip', () => {
  it('is a button named after the word it explains, and opens a dialog with the glossary text', async () => {
    renderApp(<InfoTip term="experienceCoins" />);
    const button = screen.getByRole('button', { name: g.about(g.experienceCoins.term) });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: g.experienceCoins.term });
    expect(within(dialog).getByText(g.experienceCoins.explanation)).toBeTruthy();
    expect(g.experienceCoins.explanation).toContain('500 coins');
    expect(screen.getByRole('button', { name: g.about(g.experienceCoins.term), hidden: true }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('explains each kind of coin and the Rookie tier in its own words', async () => {
    renderApp(
      <>
        <InfoTip term="rookie" />
        <InfoTip term="earnedCoins" />
        <InfoTip term="purchasedCoins" />
        <InfoTip term="bonusCoins" />
      </>,
    );
    for (const term of ['rookie', 'earnedCoins', 'purchasedCoins', 'bonusCoins'] as const) {
      fireEvent.click(screen.getByRole('button', { name: g.about(g[term].term) }));
      const dialog = await screen.findByRole('dialog', { name: g[term].term });
      expect(within(dialog).getByText(g[term].explanation)).toBeTruthy();
      fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('does not also press the card it sits in', () => {
    let pressed = 0;
    renderApp(
      <div role="presentation" onClick={() => (pressed += 1)}>
        <InfoTip term="bonusCoins" />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: g.about(g.bonusCoins.term) }));
    expect(pressed).toBe(0);
  });
});
