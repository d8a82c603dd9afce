import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { PdfViewer } from '../../components/pdf-viewer/pdf-viewer';

/** Issue 25: a Kaufobjekt the deed import created opens its deed (the land register's PDF) in the viewer. */
export function ImportUrkundeButton({ urkundeId }: { urkundeId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSearch size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Urkunde aus dem Import öffnen
      </Button>
      <PdfViewer
        opened={open}
        onClose={() => setOpen(false)}
        url={`/api/tzabfragen/urkunden/${urkundeId}/pdf`}
        title="Urkunde aus dem Import"
      />
    </>
  );
}
