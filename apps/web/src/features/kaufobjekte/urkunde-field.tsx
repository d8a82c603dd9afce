import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import type { Datei, OkAnswer } from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { dateiUrl } from '../../components/dateien/api';
import { PdfViewer } from '../../components/pdf-viewer/pdf-viewer';
import { api } from '../../lib/api-client';
import { kaufobjektFieldLabels, type KaufobjektForm } from './kaufobjekt-form-model';
import { idNameOptions } from '../../lib/options';

/** The deed PDF: one of the project's files (Projekt → Dateien), opened in the PDF viewer. */
export function UrkundeField({
  form,
  projektId,
  dateiName,
}: {
  form: KaufobjektForm;
  projektId: number | null;
  dateiName: string | null;
}) {
  const [open, setOpen] = useState(false);
  const files = useQuery({
    queryKey: ['dateien', 'projekte', projektId],
    enabled: !!projektId,
    queryFn: async ({ signal }) =>
      (
        await api.get<OkAnswer<Datei[]>>(
          '/api/dateien',
          { resource: 'projekte', resource_id: projektId! },
          signal,
        )
      ).data,
  });
  const selected = form.watch('datei_id');
  const pdfs = (files.data ?? []).filter((d) => d.mime === 'application/pdf');
  const options = idNameOptions(pdfs);
  if (selected && !options.some((o) => o.value === selected))
    options.unshift({ value: selected, label: dateiName ?? `Datei ${selected}` });
  const name = options.find((o) => o.value === selected)?.label ?? 'Urkunde';

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Controller
        control={form.control}
        name="datei_id"
        render={({ field, fieldState }) => (
          <ChoiceSelect
            label={kaufobjektFieldLabels.datei_id}
            placeholder={
              projektId
                ? options.length
                  ? 'PDF des Projekts wählen'
                  : 'Keine PDFs im Projekt'
                : 'Erst ein Projekt wählen'
            }
            data={options}
            clearable
            // Files uploaded meanwhile (on the project page) show up when the list opens.
            onDropdownOpen={() => void files.refetch()}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            style={{ flex: 1 }}
          />
        )}
      />
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        disabled={!selected}
        onClick={() => setOpen(true)}
      >
        Urkunde anzeigen
      </Button>
      {selected && (
        <PdfViewer
          opened={open}
          onClose={() => setOpen(false)}
          url={dateiUrl(Number(selected))}
          title={name}
        />
      )}
    </Group>
  );
}
