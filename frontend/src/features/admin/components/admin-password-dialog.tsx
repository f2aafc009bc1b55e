import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAdminChangePasswordMutation } from '../../../api/admin';
import { DetailDialog } from '../../../components/detail-dialog';
import { ChangePasswordForm } from '../../../components/password-reset/change-password-form';
import { accountsTexts } from '@fr/contracts/accounts';

const t = accountsTexts.recovery;

/** The signed-in admin changes their password with the current one; their other sessions end. */
export function AdminPasswordButton() {
  const [open, setOpen] = useState(false);
  const [change, { isLoading }] = useAdminChangePasswordMutation();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="admin-change-password">
        {t.changePasswordButton}
      </Button>
      <DetailDialog
        item={open ? {} : null}
        id="admin-password"
        maxWidth="xs"
        title={() => t.changePasswordTitle}
        closeLabel={accountsTexts.authModal.close}
        onClose={close}
      >
        {() => (
          <Box sx={{ pt: 1 }}>
            <ChangePasswordForm change={(request) => change(request).unwrap()} busy={isLoading} onChanged={close} />
          </Box>
        )}
      </DetailDialog>
    </>
  );
}
