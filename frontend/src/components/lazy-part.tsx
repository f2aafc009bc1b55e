import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { useNotify } from './notifications/use-notify';
import { shellTexts } from '@fr/contracts/shell';

interface BoundaryProps {
  /** Shown instead of the children once their code failed to download. */
  failed: ReactNode;
  onError?: () => void;
  children: ReactNode;
}

/** Catches code that failed to download (offline, a deploy removed it). */
export class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/**
 * Code downloaded the first time it is shown, so the first page's bundle does not carry it. React.lazy keeps a
 * rejected import for good, so `reload` replaces it with a fresh one; loaded code is kept for every later use.
 */
export function lazyLoader<P extends object>(load: () => Promise<ComponentType<P>>) {
  const fresh = () => lazy(() => load().then((part) => ({ default: part })));
  const loader: { Part: LazyExoticComponent<ComponentType<P>>; preload: () => void; reload: () => void } = {
    Part: fresh(),
    // Starts the download before the part is shown. The browser keeps an imported module, so the showing finds it
    // there (or its download under way); a failed preload is left to the showing, which downloads again and says so.
    preload: () => void load().catch(() => undefined),
    reload: () => {
      loader.Part = fresh();
    },
  };
  return loader;
}

/** A part of a screen downloaded when first shown: a loading state meanwhile, an error with a retry if it fails. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loader = lazyLoader(load);
  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      loader.reload();
      setAttempt(attempt + 1);
    };
    return (
      <LoadBoundary key={attempt} failed={<ErrorState onRetry={retry} />}>
        <Suspense fallback={<LoadingState />}>
          <loader.Part {...props} />
        </Suspense>
      </LoadBoundary>
    );
  };
}

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
}

/** An overlay whose code is downloaded on first opening; `preload` fetches it early, when the player points at its opener. */
export type LazyOverlayComponent<P extends OverlayProps> = ComponentType<P> & { preload: () => void };

/**
 * A dialog, menu or drawer downloaded when it is first opened, and kept mounted from then on so that it closes with
 * its transition and gives focus back like any other. If its code cannot be downloaded it closes again and a toast
 * says so; the next opening downloads it again.
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<ComponentType<P>>): LazyOverlayComponent<P> {
  const loader = lazyLoader(load);
  function LazyOverlay(props: P) {
    const notify = useNotify();
    // Mounted on each opening (a change of `open` to true), so a failed download is not retried until asked again.
    const [opened, setOpened] = useState(props.open);
    const [wasOpen, setWasOpen] = useState(props.open);
    if (props.open !== wasOpen) {
      setWasOpen(props.open);
      if (props.open) setOpened(true);
    }
    if (!opened) return null;
    const failed = () => {
      loader.reload();
      setOpened(false);
      props.onClose();
      notify({ title: shellTexts.app.loadFailed, severity: 'error' });
    };
    return (
      <LoadBoundary failed={null} onError={failed}>
        {/* Nothing to show while it downloads: the overlay appears as soon as its code is there. */}
        <Suspense fallback={null}>
          <loader.Part {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return Object.assign(LazyOverlay, { preload: loader.preload });
}
