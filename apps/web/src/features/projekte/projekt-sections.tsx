import { Stack } from '@mantine/core';
import type { ProjektDetail } from '@app/domain';
import { DateienPanel } from '../../components/dateien/dateien-panel';
import { ProjektFirmenSection } from './projekt-firmen-section';
import { ProjektUrlsSection } from './projekt-urls-section';

/** What hangs on a project besides its master data: firms in roles, URLs, files. */
export function ProjektSections({ projekt }: { projekt: ProjektDetail }) {
  return (
    <Stack mt="lg" maw={1000}>
      <ProjektFirmenSection projekt={projekt} />
      <ProjektUrlsSection projekt={projekt} />
      <DateienPanel resource="projekte" resourceId={projekt.id} projektId={projekt.id} />
    </Stack>
  );
}
