import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
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
  type CatalogueItemEntry,
  type CatalogueKind,
  catalogueKinds,
  type CataloguePlayerCard,
  catalogueTexts,
} from '@fr/contracts/catalogue';
import { CatalogueCard } from '../../../components/catalogue-card';
import { DialogFooter } from '../../../components/detail-dialog';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { TabBar, TabPanel } from '../../../components/tab-bar';
import { useNotify } from '../../../components/notifications/use-notify';
import { useGetCatalogueQuery, usePreviewCatalogueItemMutation, useUpdateCatalogueItemMutation } from '../../../api/catalogue';
import { isApiError, serverMessage } from '../../../lib/api-error';
import { browserTimeZone, formatDateTime } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { PersonLabel } from '../components/person-label';

const t = catalogueTexts.catalogue;

/**
 * The console's Catalogue section (issue 23): prizes, partner contests, challenges and coin packages as players see
 * them, each editable by an admin (the auditor reads); an edit is checked and previewed by the server, and a change
 * made by someone else meanwhile is said in words rather than overwritten.
 */
export function CatalogueSection({ role }: { role: AdminRole }) {
  const catalogue = useGetCatalogueQuery();
  const [kind, setKind] = useState<CatalogueKind>('prize');
  const [editing, setEditing] = useState<CatalogueItemEntry | null>(null);
  const mayEdit = roleMayCall(apiRoutes.adminCatalogueUpdate, role);

  return (
    <Stack spacing={2}>
      {!mayEdit && <Alert severity="info">{t.readOnly}</Alert>}
      <SectionCard outlined title={t.kinds[kind]}>
        <TabBar name="catalogue" tabs={catalogueKinds} value={kind} onChange={setKind} labels={t.kinds} testIds />
        <TabPanel name="catalogue" value={kind}>
          <QueryState query={catalogue}>
            {({ entries }) => <ItemsTable entries={entries.filter((e) => e.kind === kind)} mayEdit={mayEdit} onEdit={setEditing} />}
          </QueryState>
        </TabPanel>
      </SectionCard>
      {editing && <EditDialog entry={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function ItemsTable({
  entries,
  mayEdit,
  onEdit,
}: {
  entries: CatalogueItemEntry[];
  mayEdit: boolean;
  onEdit: (entry: CatalogueItemEntry) => void;
}) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t.columns.name}</TableCell>
          <TableCell>{t.columns.shown}</TableCell>
          <TableCell>{t.columns.version}</TableCell>
          <TableCell>{t.columns.changed}</TableCell>
          {mayEdit && <TableCell>{t.columns.actions}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.itemId} data-testid={`catalogue-item-${entry.itemId}`}>
            <TableCell>{entry.name}</TableCell>
            <TableCell>
              {entry.card.value}
              {entry.card.facts.length > 0 && ` · ${entry.card.facts.join(' · ')}`}
            </TableCell>
            <TableCell>{entry.version}</TableCell>
            <TableCell>
              {entry.changedBy && entry.changedAt ? (
                <Stack spacing={0.25}>
                  <PersonLabel person={entry.changedBy} showEmail={false} />
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(entry.changedAt, browserTimeZone())}
                  </Typography>
                </Stack>
              ) : (
                t.seed
              )}
            </TableCell>
            {mayEdit && (
              <TableCell>
                <Button size="small" onClick={() => onEdit(entry)} aria-label={`${t.edit}: ${entry.name}`}>
                  {t.edit}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

type Draft = Record<string, string | boolean>;

/** The draft as the text the inputs hold. */
const draftOf = (fields: Record<string, unknown>): Draft =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'boolean' ? v : v === null ? '' : String(v)]));

/** The draft as the fields to send: numbers where the item has numbers, an empty link as none. What is not a number is sent as typed, for the server to name. */
const fieldsOf = (draft: Draft, original: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(draft).map(([k, v]) => {
      if (typeof v === 'boolean') return [k, v];
      if (typeof original[k] === 'number') return [k, v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v];
      return [k, v === '' && (original[k] === null || k === 'imageUrl' || k === 'affiliateUrl' || k === 'partnerUrl') ? null : v];
    }),
  );

const fieldLabel = (kind: CatalogueKind, key: string): string => {
  const labels = t.fields as Record<string, string>;
  return labels[kind === 'contest' && key === 'prizeValue' ? 'prizeValue_contest' : key] ?? key;
};

function EditDialog({ entry, onClose }: { entry: CatalogueItemEntry; onClose: () => void }) {
  const original = entry.fields as Record<string, unknown>;
  const [draft, setDraft] = useState<Draft>(() => draftOf(original));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState(false);
  const [card, setCard] = useState<CataloguePlayerCard>(entry.card);
  const [commandId] = useState(newIdempotencyKey);
  const [preview, previewing] = usePreviewCatalogueItemMutation();
  const [update, updating] = useUpdateCatalogueItemMutation();
  const notify = useNotify();

  /** A refusal's field issues beside their inputs; a change made meanwhile said in words; anything else as a toast. */
  const refused = (error: unknown) => {
    if (isApiError(error) && error.body?.error === 'conflict') return setConflict(true);
    if (isApiError(error) && error.body?.issues?.length) {
      return setIssues(Object.fromEntries(error.body.issues.map((i) => [i.path.replace(/^fields\./, ''), i.message])));
    }
    notify({ title: t.editTitle(entry.name), message: serverMessage(error, t.conflict), severity: 'error' });
  };

  const showPreview = async () => {
    setIssues({});
    try {
      setCard((await preview({ kind: entry.kind, itemId: entry.itemId, fields: fieldsOf(draft, original) }).unwrap()).card);
    } catch (error) {
      refused(error);
    }
  };

  const save = async () => {
    setIssues({});
    try {
      await update({
        kind: entry.kind,
        itemId: entry.itemId,
        commandId,
        version: entry.version,
        fields: fieldsOf(draft, original),
      }).unwrap();
      notify({ title: t.saved, severity: 'success' });
      onClose();
    } catch (error) {
      refused(error);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="catalogue-edit-title">
      <DialogTitle id="catalogue-edit-title">{t.editTitle(entry.name)}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
          <Stack spacing={2} sx={{ flex: 1 }}>
            {conflict && (
              <Alert severity="warning" data-testid="catalogue-conflict">
                {t.conflict}
              </Alert>
            )}
            {entry.partner && (
              <Typography variant="body2" color="text.secondary">
                {t.partnerHosts(entry.allowedHosts)}
              </Typography>
            )}
            {Object.entries(draft).map(([key, value]) =>
              typeof value === 'boolean' ? (
                <FormControlLabel
                  key={key}
                  label={fieldLabel(entry.kind, key)}
                  control={<Checkbox checked={value} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.checked }))} />}
                />
              ) : (
                <TextField
                  key={key}
                  label={fieldLabel(entry.kind, key)}
                  value={value}
                  size="small"
                  multiline={key.toLowerCase().includes('description')}
                  error={key in issues}
                  helperText={issues[key]}
                  onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
                />
              ),
            )}
          </Stack>
          <Stack spacing={1} sx={{ flex: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {t.previewTitle}
            </Typography>
            <PlayerCardPreview card={card} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogFooter closeLabel={t.cancel} onClose={onClose}>
        <Button onClick={() => void showPreview()} disabled={previewing.isLoading}>
          {t.preview}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={updating.isLoading || conflict}>
          {t.save}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

/** The card players would see, drawn by the card the player pages draw; its button opens the item's link. */
function PlayerCardPreview({ card }: { card: CataloguePlayerCard }) {
  return (
    <Stack spacing={1} data-testid="catalogue-preview">
      <CatalogueCard
        id="catalogue-preview-title"
        chips={card.facts.map((fact) => (
          <Chip key={fact} size="small" label={fact} />
        ))}
        title={card.title}
        description={card.description}
        value={card.value}
        valueColor="primary.main"
        facts={card.link ? <Typography variant="caption">{card.link}</Typography> : null}
        detailsLabel={t.preview}
        detailsTestId="catalogue-preview-open"
        imageUrl={card.imageUrl}
        onOpen={() => {
          if (card.link) window.open(card.link, '_blank', 'noopener,noreferrer');
        }}
        card={{ variant: 'outlined' }}
      />
    </Stack>
  );
}
