import CopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Box, Button, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type Identifier } from 'react-admin';

export interface Outcome {
  id: Identifier;
  name: string;
  code: string;
  email: string;
  ok: boolean;
  detail: string;
}

/** A cell of the summary CSV: quoted when it holds the separator, a quote or a line break; formulas neutralised. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One line per member: 'código · nombre · e-mail: resultado'. */
const asText = (outcomes: Outcome[]) =>
  outcomes.map((o) => `${o.code} · ${o.name} · ${o.email}: ${o.detail}`).join('\n');

/**
 * What a bulk run did to each member, named by code and e-mail (two members may share a name), with the generated
 * passwords; it can be copied or saved as a CSV like the users export (`;`, BOM) before the dialog is closed.
 */
export function BulkSummary({ outcomes, done }: { outcomes: Outcome[]; done: boolean }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const download = () => {
    const rows = outcomes.map((o) =>
      [o.code, o.name, o.email, translate(o.ok ? 'mh.users.bulk.ok' : 'mh.users.bulk.error'), o.detail]
        .map(cell)
        .join(';'),
    );
    const csv = `\uFEFF${[translate('mh.users.bulk.csvHeader'), ...rows].join('\r\n')}\r\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = `${translate('mh.users.bulk.summaryFile')}.csv`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };
  return (
    <>
      <List dense data-testid="bulk-summary" sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {outcomes.map((o) => (
          <ListItem key={String(o.id)} disableGutters data-ok={o.ok}>
            <ListItemText
              primary={`${o.ok ? '✓' : '✗'} ${o.code} · ${o.name}`}
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {o.email}
                  </Box>
                  <Box component="span" sx={{ display: 'block' }}>
                    {o.detail}
                  </Box>
                </>
              }
              slotProps={{
                primary: { sx: { color: o.ok ? 'success.main' : 'error.main', fontWeight: 600 } },
                secondary: { component: 'span' },
              }}
            />
          </ListItem>
        ))}
      </List>
      {done && outcomes.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<CopyIcon />}
            onClick={async () => {
              await navigator.clipboard.writeText(asText(outcomes));
              setCopied(true);
            }}
          >
            {translate(copied ? 'mh.users.bulk.copied' : 'mh.users.bulk.copy')}
          </Button>
          <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
            {translate('mh.users.bulk.download')}
          </Button>
        </Box>
      )}
    </>
  );
}
