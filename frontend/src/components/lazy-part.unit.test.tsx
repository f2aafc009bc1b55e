import { useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { texts } from '@fr/contracts/texts';
import { renderApp } from '../testing/render-app';
import { lazyOverlay, lazyPart, type OverlayProps } from './lazy-part';

/** What the browser does when a chunk cannot be downloaded (offline, or removed by a deploy). */
const chunkFailure = () => new TypeError('Failed to fetch dynamically imported module: /assets/inbox-B4dt9PK7.js');

function Inbox({ open, onClose }: OverlayProps) {
  return open ? (
    <div role="dialog" aria-label="Inbox">
      <button onClick={onClose}>Close</button>
    </div>
  ) : null;
}

/** A loader that fails on the attempts listed, and counts every download. */
function loaderFailingOn<P>(part: ComponentType<P>, failing: number[]) {
  const attempts: number[] = [];
  const load = () => {
    attempts.push(attempts.length + 1);
    return failing.includes(attempts.length) ? Promise.reject(chunkFailure()) : Promise.resolve(part);
  };
  return { load, attempts };
}

function Opener({ Overlay }: { Overlay: ComponentType<OverlayProps> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Overlay open={open} onClose={() => setOpen(false)} />
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lazy overlay', () => {
  it('downloads nothing until first opened, then shows; a second opening does not download again', async () => {
    const { load, attempts } = loaderFailingOn(Inbox, []);
    renderApp(<Opener Overlay={lazyOverlay(load)} />);
    expect(attempts).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Inbox' })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Inbox' })).toBeTruthy();
    expect(attempts).toEqual([1]);
  });

  it('closes with a toast when its code fails to download, and the next opening downloads it again', async () => {
    // React reports the caught error on the console; the toast is what the player sees, and what is checked.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, attempts } = loaderFailingOn(Inbox, [1]);
    renderApp(<Opener Overlay={lazyOverlay(load)} />);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(within(await screen.findByRole('alert')).getByText(texts.app.loadFailed)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(attempts).toEqual([1]);

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Inbox' })).toBeTruthy();
    expect(attempts).toEqual([1, 2]);
  });

  it('starts the download when preloaded, showing nothing; a failed preload is left to the opening', async () => {
    const { load, attempts } = loaderFailingOn(Inbox, [1]);
    const Overlay = lazyOverlay(load);
    renderApp(<Opener Overlay={Overlay} />);

    Overlay.preload();
    expect(attempts).toEqual([1]);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The opening imports again (in the browser a preloaded module is then already there), and no toast is shown.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Inbox' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toEqual([1, 2]);
  });
});

describe('lazy part', () => {
  function CodeForm({ label }: { label: string }) {
    return <form aria-label={label} />;
  }

  it('shows a loading state, then the part with its props', async () => {
    const Part = lazyPart(loaderFailingOn(CodeForm, []).load);
    renderApp(<Part label="Authorization code" />);
    expect(screen.getByRole('status').textContent).toBe(texts.app.loading);
    expect(await screen.findByRole('form', { name: 'Authorization code' })).toBeTruthy();
  });

  it('shows an error with a retry when its code fails to load, and the retry downloads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, attempts } = loaderFailingOn(CodeForm, [1]);
    const Part = lazyPart(load);
    renderApp(<Part label="Authorization code" />);

    expect((await screen.findByRole('alert')).textContent).toContain(texts.app.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: texts.app.retry }));
    expect(await screen.findByRole('form', { name: 'Authorization code' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toEqual([1, 2]);
  });
});
