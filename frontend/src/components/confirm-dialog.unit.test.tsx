import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

const summary = [
  { label: 'Item', value: 'Odds Boost' },
  { label: 'Balance after', value: '700 coins' },
];

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      id="confirm-title"
      title="Confirm your purchase"
      summary={summary}
      confirmLabel="Spend 500 coins"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Confirm your purchase' }) };
}

describe('ConfirmDialog', () => {
  it('is named by its title, lists the summary with the total last, and puts Cancel before Confirm', () => {
    const { dialog } = renderDialog({ notice: <p>TEST MODE</p> });
    expect(within(dialog).getByTestId('confirm-summary').textContent).toBe('ItemOdds BoostBalance after700 coins');
    expect(within(dialog).getByText('TEST MODE')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Spend 500 coins']);
  });

  it('confirms only on Confirm, and cancels on Cancel and Escape', () => {
    const { dialog, onConfirm, onCancel } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spend 500 coins' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('holds while busy: Confirm is disabled and Cancel does not close it', () => {
    const { dialog, onConfirm, onCancel } = renderDialog({ busy: true });
    const confirm = within(dialog).getByRole('button', { name: 'Spend 500 coins' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing while closed', () => {
    render(
      <ConfirmDialog
        open={false}
        id="x"
        title="Confirm"
        summary={summary}
        confirmLabel="OK"
        cancelLabel="Cancel"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
