import { Card, CardContent, CardHeader, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled card of a console page, with an optional action (a link or button) on the right of its title. */
export function Panel({
  title,
  testId,
  action,
  sx,
  children,
}: {
  title: string;
  testId?: string;
  action?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Card data-testid={testId} sx={sx}>
      <CardHeader title={title} action={action} slotProps={{ title: { variant: 'h6', component: 'h3' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
