import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RAFFLE_SCROLL_RETRIES, RAFFLE_SCROLL_RETRY_MS } from '@fr/contracts/raffles';
import { scrollWhenPresent } from './scroll-to-card';

const scrolled = vi.fn();

function addCard(id: string) {
  const card = document.createElement('article');
  card.id = id;
  document.body.append(card);
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  vi.useRealTimers();
  scrolled.mockReset();
  document.body.replaceChildren();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('scrolling to the card the address names', () => {
  it('scrolls at once when the card is already there', () => {
    addCard('nfl-bronze-raffle');
    scrollWhenPresent('nfl-bronze-raffle');
    expect(scrolled).toHaveBeenCalledOnce();
    expect(scrolled.mock.contexts[0]).toBe(document.getElementById('nfl-bronze-raffle'));
  });

  it('looks again every 100 ms and scrolls once the card appears, then stops', () => {
    scrollWhenPresent('nba-gold-raffle');
    vi.advanceTimersByTime(5 * RAFFLE_SCROLL_RETRY_MS);
    expect(scrolled).not.toHaveBeenCalled();
    addCard('nba-gold-raffle');
    vi.advanceTimersByTime(RAFFLE_SCROLL_RETRY_MS);
    expect(scrolled).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10 * RAFFLE_SCROLL_RETRY_MS);
    expect(scrolled).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finds a card that appears on the last of the 20 retries', () => {
    scrollWhenPresent('mlb-silver-raffle');
    vi.advanceTimersByTime((RAFFLE_SCROLL_RETRIES - 1) * RAFFLE_SCROLL_RETRY_MS);
    addCard('mlb-silver-raffle');
    vi.advanceTimersByTime(RAFFLE_SCROLL_RETRY_MS);
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('gives up after 20 retries', () => {
    scrollWhenPresent('exclusive-platinum-raffle');
    vi.advanceTimersByTime(RAFFLE_SCROLL_RETRIES * RAFFLE_SCROLL_RETRY_MS);
    expect(vi.getTimerCount()).toBe(0);
    addCard('exclusive-platinum-raffle');
    vi.advanceTimersByTime(10 * RAFFLE_SCROLL_RETRY_MS);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('stops looking when cancelled (the page left or asked for another card)', () => {
    const stop = scrollWhenPresent('nfl-gold-raffle');
    vi.advanceTimersByTime(RAFFLE_SCROLL_RETRY_MS);
    stop();
    addCard('nfl-gold-raffle');
    vi.advanceTimersByTime(RAFFLE_SCROLL_RETRIES * RAFFLE_SCROLL_RETRY_MS);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
