import confetti from 'canvas-confetti';
import { CONFETTI_DURATION_MS, CONFETTI_PIECES } from '@fr/contracts/shell';

/** About 60 frames a second: the pieces fade out over the same 3 s the burst is allowed to last. */
const FRAMES_PER_SECOND = 60;

/**
 * Confetti on rewards (spec §9): 50 pieces, cleared after 3 s; skipped for players who ask for reduced motion. It
 * draws on its own canvas without a worker: the library's default instance starts a blob: worker, which the API's
 * Content-Security-Policy (script-src 'self') refuses.
 */
export function celebrate(): void {
  const canvas = document.createElement('canvas');
  Object.assign(canvas.style, { position: 'fixed', inset: '0', width: '100%', height: '100%', pointerEvents: 'none', zIndex: '2000' });
  canvas.setAttribute('aria-hidden', 'true');
  document.body.appendChild(canvas);
  const burst = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  void burst({
    particleCount: CONFETTI_PIECES,
    spread: 70,
    origin: { y: 0.6 },
    ticks: (CONFETTI_DURATION_MS / 1000) * FRAMES_PER_SECOND,
  });
  window.setTimeout(() => {
    burst.reset();
    canvas.remove();
  }, CONFETTI_DURATION_MS);
}
