// "Report" for a page that has no menu of its own (a profile, a community): a small button that
// loads the Report dialog when first pressed (docs/moderation.md).
import { Button } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import type { ReportKind } from '../generated/graphql';

const ReportDialog = lazy(() => import('./report-dialog'));

export function ReportButton({ kind, id, testId }: { kind: ReportKind; id: string; testId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="ghost" color="fg.muted" onClick={() => setOpen(true)} data-testid={testId}>
        Report
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog kind={kind} id={id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
