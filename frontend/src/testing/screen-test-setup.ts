import { configure } from '@testing-library/react';

/**
 * Screen tests wait for what the page shows, never for how fast it shows it: on a busy machine (CI runs beside
 * stress-ng) the first render of a page with its lazy parts can take seconds, so `findBy*` and `waitFor` wait up to
 * 10 s (the library's default is 1 s) and a test up to 30 s (vitest.workspace.ts).
 */
configure({ asyncUtilTimeout: 10_000 });
