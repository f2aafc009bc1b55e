import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '3000';

/** Vendor code in a few stable chunks, so a release that only changes our code keeps them cached. */
const vendorChunks: Array<[name: string, test: RegExp]> = [
  ['react', /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/],
  ['mui', /node_modules[\\/](@mui|@emotion|@popperjs|stylis|react-transition-group|clsx|prop-types|react-is|@babel)[\\/]/],
  ['data', /node_modules[\\/](@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store|zod)[\\/]/],
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorChunks.map(([name, test]) => ({ name, test })),
        },
      },
    },
  },
  server: {
    port: 5173,
    // Same origin in development as in production, so the session and __csrf cookies just work.
    proxy: { '/api': { target: `http://localhost:${apiPort}` } },
  },
});
