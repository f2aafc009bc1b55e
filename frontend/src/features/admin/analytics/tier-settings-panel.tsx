import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { apiRoutes } from '@fr/contracts/api-routes';
import { roleMayCall, type AdminRole } from '@fr/contracts/admin';
import {
  fantasyTexts,
  type TierAdminConfig,
  type TierConfigUpdate,
  tierConfigUpdateSchema,
  type TierWhatIfResponse,
} from '@fr/contracts/fantasy';
import { LoadingState } from '../../../components/loading-state';
import { useNotify } from '../../../components/notifications/use-notify';
import { useGetTierConfigsQuery, useTierWhatIfMutation, useUpdateTierConfigMutation } from '../../../api/tier-config';
import { errorMessage, serverMessage } from '../../../lib/api-error';
import { tierLabels } from './labels';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { DialogFooter } from '../../../components/detail-dialog';

const t = fantasyTexts.tierSettings;

/** Ours: how long typing pauses before an edit is acted on, so one edit is one event rather than one per keystroke. */
export const TIER_EDIT_DELAY_MS = 600;

type Field = keyof TierConfigUpdate;
type Draft = Partial<Record<Field, string>>;

interface Pending {
  tierName: string;
  change: TierConfigUpdate;
  whatIf: TierWhatIfResponse;
}

/** The value to send for a field's text, or undefined when it breaks §5 (the schema the server checks too). */
function parseField(field: Field, raw: string): TierConfigUpdate | undefined {
  const value = field === 'prizePool' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  const parsed = tierConfigUpdateSchema.safeParse({ [field]: value });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The Settings tab's live tier configuration (spec §2, §5): each edit saves on its own; a threshold or ticket change
 * first shows what last week's teams would have earned under it. Roles that may not change it see it read-only.
 */
export function TierSettingsPanel({ role }: { role: AdminRole }) {
  const configs = useGetTierConfigsQuery();
  const [update, updating] = useUpdateTierConfigMutation();
  const [whatIf, askingWhatIf] = useTierWhatIfMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const notify = useNotify();
  const readOnly = !roleMayCall(apiRoutes.updateTierConfig, role);
  const busy = updating.isLoading || askingWhatIf.isLoading;

  const fail = (error: unknown) => notify({ title: t.errorTitle, message: serverMessage(error, t.updateFailed), severity: 'error' });

  const save = async (tierName: string, change: TierConfigUpdate): Promise<boolean> => {
    try {
      await update({ tierName, change }).unwrap();
      notify({ title: t.updated, severity: 'success' });
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  /** Prize pool text saves straight away; thresholds and tickets move tickets, so they wait for the what-if and a Save. */
  const propose = async (tierName: string, change: TierConfigUpdate): Promise<boolean> => {
    if (change.prizePool !== undefined) return save(tierName, change);
    try {
      setPending({ tierName, change, whatIf: await whatIf({ tierName, change }).unwrap() });
    } catch (error) {
      fail(error);
    }
    return false;
  };

  const [settled, setSettled] = useState(0);
  const confirm = async () => {
    if (!pending) return;
    const { tierName, change } = pending;
    setPending(null);
    await save(tierName, change);
    setSettled((n) => n + 1);
  };
  const cancel = () => {
    setPending(null);
    setSettled((n) => n + 1);
  };

  let body: React.ReactNode;
  if (configs.isError) {
    body = (
      <Alert severity="error">
        {t.loadError}: {errorMessage(configs.error)}
      </Alert>
    );
  } else if (!configs.data) {
    body = <LoadingState label={t.loading} />;
  } else if (configs.data.length === 0) {
    body = <EmptyState card={false} text={t.empty} />;
  } else {
    body = (
      <Stack spacing={2}>
        {configs.data.map((config) => (
          <TierRow
            key={config.tierName}
            config={config}
            disabled={readOnly || busy || pending !== null}
            settled={settled}
            onEdit={propose}
          />
        ))}
      </Stack>
    );
  }

  return (
    <SectionCard outlined title={t.title}>
      {body}
      {pending && <WhatIfDialog pending={pending} onSave={() => void confirm()} onCancel={cancel} />}
    </SectionCard>
  );
}

interface RowProps {
  config: TierAdminConfig;
  disabled: boolean;
  /** Changes whenever a what-if closes, so a row drops the draft it proposed and shows the stored value again. */
  settled: number;
  onEdit: (tierName: string, change: TierConfigUpdate) => Promise<boolean>;
}

function TierRow({ config, disabled, settled, onEdit }: RowProps) {
  const [draft, setDraft] = useState<Draft>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [lastSettled, setLastSettled] = useState(settled);
  if (lastSettled !== settled) {
    setLastSettled(settled);
    setDraft({});
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const stored: Record<Field, string> = {
    increasePercentage: String(config.increasePercentage),
    ticketCount: String(config.ticketCount),
    prizePool: config.prizePool,
  };
  const shown = (field: Field) => draft[field] ?? stored[field];
  const invalid = (field: Field) => draft[field] !== undefined && parseField(field, draft[field]) === undefined;

  const commit = (field: Field) => {
    clearTimeout(timer.current);
    const raw = draft[field];
    if (raw === undefined) return;
    const change = parseField(field, raw);
    if (!change) return;
    if (change[field] === parseField(field, stored[field])?.[field]) {
      setDraft(({ [field]: _dropped, ...rest }) => rest);
      return;
    }
    void onEdit(config.tierName, change).then((saved) => {
      if (saved) setDraft(({ [field]: _dropped, ...rest }) => rest);
    });
  };

  // The latest draft is read when the delay ends, so the timer commits through a ref to this render's commit.
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  const edit = (field: Field, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestCommit.current(field), TIER_EDIT_DELAY_MS);
  };

  const fieldProps = (field: Field) => ({
    value: shown(field),
    disabled,
    error: invalid(field),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => edit(field, e.target.value),
    onBlur: () => commit(field),
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key === 'Enter') commit(field);
    },
    size: 'small' as const,
  });

  return (
    <Stack
      spacing={1}
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
      data-testid={`tier-${config.tierName}`}
    >
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {config.tierName}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t.threshold}
          type="number"
          helperText={tierLabels.thresholdRange}
          slotProps={{ htmlInput: { min: 0, max: 100, step: 0.1 } }}
          {...fieldProps('increasePercentage')}
        />
        <TextField
          label={t.ticketCount}
          type="number"
          helperText={tierLabels.ticketRange}
          slotProps={{ htmlInput: { min: 0, max: 10, step: 1 } }}
          {...fieldProps('ticketCount')}
        />
        <TextField label={t.prizePool} sx={{ flexGrow: 1 }} {...fieldProps('prizePool')} />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {config.changedAt ? t.lastChange(config.changedBy, formatDateTime(config.changedAt, browserTimeZone())) : t.seeded}
      </Typography>
    </Stack>
  );
}

function WhatIfDialog({ pending, onSave, onCancel }: { pending: Pending; onSave: () => void; onCancel: () => void }) {
  const { whatIf } = pending;
  return (
    <Dialog open onClose={onCancel} aria-labelledby="tier-what-if-title">
      <DialogTitle id="tier-what-if-title">{t.whatIfTitle(whatIf.week)}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>
          {pending.tierName}: {t.whatIfTeams(whatIf.teams)}
        </Typography>
        <Table size="small" aria-label={t.whatIfTitle(whatIf.week)}>
          <TableHead>
            <TableRow>
              <TableCell>{tierLabels.tier}</TableCell>
              <TableCell align="right">{t.whatIfBefore}</TableCell>
              <TableCell align="right">{t.whatIfAfter}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {whatIf.tiers.map((row) => (
              <TableRow key={row.tierName} data-testid="what-if-row">
                <TableCell>{row.tierName}</TableCell>
                <TableCell align="right">{row.before}</TableCell>
                <TableCell align="right">{row.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogFooter closeLabel={t.whatIfCancel} onClose={onCancel}>
        <Button variant="contained" onClick={onSave}>
          {t.whatIfApply}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
