import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { renderApp } from '../testing/render-app';
import { lazyPage } from './lazy-page';

function ProfilePage() {
  return <h1>Profile</h1>;
}

/** What the browser does when a chunk cannot be downloaded (offline, or removed by a deploy). */
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/profile-page-B4dt9PK7.js');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lazy page', () => {
  it('shows the page once its code has loaded', async () => {
    const Page = lazyPage(() => Promise.resolve(ProfilePage));
    renderApp(<Page />, { route: '/profile' });
    expect(screen.getByRole('status').textContent).toBe(texts.app.loading);
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
  });

  it('shows an error with a retry when its code fails to load, and the retry downloads it again', async () => {
    // React reports the caught error on the console; the page's own boundary shows it, which is what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempts: string[] = [];
    const Page = lazyPage(() => {
      attempts.push('load');
      return attempts.length === 1 ? Promise.reject(chunkFailure()) : Promise.resolve(ProfilePage);
    });
    renderApp(<Page />, { route: '/profile' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(texts.app.loadFailed);
    expect(screen.queryByRole('heading', { name: 'Profile' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: texts.app.retry }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toEqual(['load', 'load']);
  });

  it('keeps a loaded page: opening it again does not download it again', async () => {
    let loads = 0;
    const Page = lazyPage(() => {
      loads += 1;
      return Promise.resolve(ProfilePage);
    });
    const first = renderApp(<Page />, { route: '/profile' });
    await screen.findByRole('heading', { name: 'Profile' });
    first.unmount();
    renderApp(<Page />, { route: '/profile' });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(loads).toBe(1);
  });
});
