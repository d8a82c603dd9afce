import { Busy } from '../busy';
import { lazy, Suspense } from 'react';

import type { PdfMarkierung } from './pdf-document';

const PdfDocument = lazy(() => import('./pdf-document'));

/** A PDF on the page itself (not in a modal), with words highlighted: e.g. beside a review form. */
export function PdfInline(props: {
  url: string;
  title: string;
  markierung?: PdfMarkierung | null;
  height?: string;
}) {
  return (
    <Suspense fallback={<Busy size="sm" label="PDF-Anzeige wird geladen" />}>
      <PdfDocument {...props} />
    </Suspense>
  );
}
export type { PdfMarkierung };
