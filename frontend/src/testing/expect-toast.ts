import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { shellTexts } from '@fr/contracts/shell';

/** Waits until the toast on screen shows this title and message (a newer toast replaces the older one). */
export async function expectToast(title: string, message: string) {
  await waitFor(() => {
    const toast = screen.getByRole('region', { name: shellTexts.app.notificationsRegion });
    expect(within(toast).getByText(title)).toBeTruthy();
    expect(within(toast).getByText(message)).toBeTruthy();
  });
}
