import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  feldLabels,
  feldNamen,
  formatDate,
  formatEuro,
  formatNumber,
  konfidenzSchwelle,
  messages,
  offeneFelder,
  type Feld,
  type FeldName,
  type InfoFeldName,
  type Partei,
  type Urkundenabfrage,
  urkundeTzText,
} from '@app/domain';
import { PdfInline, type PdfMarkierung } from '../../components/pdf-viewer/pdf-inline';
import { FeldZeile } from './feld-zeile';
import { InfoFelder } from './info-felder';
import { errorMessage, ValidationError } from '../../lib/api-client';
import { korrigiere, ordneZu } from './api';
import { ParteienKorrektur } from './parteien-korrektur';
import { ProjektWahl } from './projekt-wahl';
import { TableHead } from '../../components/table-head';

const betragFelder: FeldName[] = ['kaufpreis_netto', 'kaufpreis_brutto'];

export function feldText(name: FeldName, f: Feld | undefined): string {
  if (!f || f.wert === null) return '–';
  if (Array.isArray(f.wert))
    return (f.wert as Partei[])
      .map((p) =>
        [
          p.name,
          p.geboren && `geb. ${formatDate(p.geboren)}`,
          p.fbnr && `FN ${p.fbnr}`,
          p.anteil && `Anteil ${p.anteil}`,
        ]
          .filter(Boolean)
          .join(', '),
      )
      .join('; ');
  if (betragFelder.includes(name) && typeof f.wert === 'number') return formatEuro(f.wert);
  if (name === 'nutzflaeche' && typeof f.wert === 'number') return `${formatNumber(f.wert, 2)} m²`;
  if (name === 'kaufdatum' && typeof f.wert === 'string') return f.wert.split('-').reverse().join('.');
  return String(f.wert);
}

function KonfidenzBadge({ f }: { f: Feld }) {
  if (f.bestaetigt !== null)
    return (
      <Badge color="green" variant="light" style={{ overflow: 'visible' }} miw={90}>
        bestätigt
      </Badge>
    );
  const pct = Math.round(f.konfidenz * 100);
  return (
    <Badge
      color={f.konfidenz >= konfidenzSchwelle ? 'teal' : f.konfidenz >= 0.6 ? 'yellow' : 'red'}
      variant="light"
      title="Konfidenz"
    >
      {pct} %
    </Badge>
  );
}

/**
 * Review beside the deed: each field with value, confidence and its source words highlighted on the page;
 * uncertain or contradicting fields are confirmed (Bestätigen) or corrected (Enter saves) before approval;
 * the project from the ranked candidates with their reasons; 'Freigeben' creates the Kaufobjekt.
 */
export function ReviewPanel({
  row,
  locked,
  onChanged,
  onApprove,
}: {
  row: Urkundenabfrage;
  locked: boolean;
  onChanged: (row: Urkundenabfrage) => void;
  onApprove: (row: Urkundenabfrage, projektId: number) => Promise<void>;
}) {
  const [aktiv, setAktiv] = useState<FeldName | InfoFeldName | null>(null);
  const [eingabe, setEingabe] = useState<Record<string, string>>({});
  const [fehler, setFehler] = useState<string | null>(null);
  const [projekt, setProjekt] = useState<string | null>(row.projekt_id ? String(row.projekt_id) : null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setProjekt(
      row.projekt_id
        ? String(row.projekt_id)
        : row.kandidaten[0]
          ? String(row.kandidaten[0].projekt_id)
          : null,
    );
    setFehler(null);
  }, [row.id, row.projekt_id, row.kandidaten]);
  useEffect(() => {
    setEingabe({});
    setAktiv(null);
  }, [row.id]);

  const offen = offeneFelder(row);
  const markierung: PdfMarkierung | null =
    aktiv && row.felder[aktiv]?.quelle
      ? { seite: row.felder[aktiv]!.quelle!.seite, boxen: row.felder[aktiv]!.quelle!.boxen }
      : null;
  const editable = row.status === 'gelesen' || row.status === 'zugeordnet';

  /** Answers whether it was saved (a refused correction keeps its text for fixing). */
  const save = async (feld: FeldName, wert: string | null) => {
    setFehler(null);
    setBusy(true);
    try {
      onChanged(await korrigiere(row.id, { feld, wert, version: row.version }));
      setEingabe((e) => ({ ...e, [feld]: '' }));
      return true;
    } catch (e) {
      // A refused correction says why (its field is the typed value), not only 'Ungültige Anfrage.'.
      setFehler(e instanceof ValidationError ? Object.values(e.errors).flat().join(' ') : errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const assign = async () => {
    if (!projekt) return;
    setBusy(true);
    try {
      onChanged(await ordneZu(row.id, { projekt_id: Number(projekt), version: row.version }));
    } catch (e) {
      setFehler(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Grid mt="md" gutter="md" aria-label="Prüfung der Urkunde">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        {row.urkunde_id ? (
          <PdfInline
            url={`/api/tzabfragen/urkunden/${row.urkunde_id}/pdf`}
            title={row.tz === null ? urkundeTzText(row) : `TZ ${urkundeTzText(row)}`}
            markierung={markierung}
            height="75vh"
          />
        ) : (
          <Text c="dimmed">Noch keine Urkunde geholt.</Text>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Paper withBorder p="sm">
          <Group justify="space-between" mb="xs">
            <Title order={2} size="h4">
              {row.tz === null ? urkundeTzText(row) : `TZ ${urkundeTzText(row)}`}{' '}
              {row.gescannt ? (
                <Badge variant="outline">Scan (OCR)</Badge>
              ) : (
                <Badge variant="outline">Textebene</Badge>
              )}
            </Title>
            <Text size="sm" c="dimmed">
              {row.art ?? ''}
            </Text>
          </Group>
          {fehler && (
            <Alert color="red" role="alert" mb="xs">
              {fehler}
            </Alert>
          )}
          <Table aria-label="Gelesene Felder" verticalSpacing={4}>
            <TableHead columns={['Feld', 'Wert', 'Konfidenz', 'Prüfen']} />
            <Table.Tbody>
              {feldNamen.map((name) => {
                const f = row.felder[name];
                if (!f) return null;
                const muss = offen.includes(name);
                const partei = name === 'kaeufer' || name === 'verkaeufer';
                return (
                  <FeldZeile
                    key={name}
                    name={name}
                    label={feldLabels[name]}
                    aktiv={aktiv === name}
                    onZeigen={() => setAktiv(name)}
                    bg={muss ? 'var(--mantine-color-yellow-0)' : undefined}
                  >
                    <Table.Td>
                      <Text size="sm">{feldText(name, f)}</Text>
                      {editable && partei && (
                        <ParteienKorrektur
                          name={name}
                          f={f}
                          busy={busy}
                          onFocus={() => setAktiv(name)}
                          onSave={(text) => save(name, text)}
                        />
                      )}
                      {editable && !partei && (
                        <TextInput
                          size="xs"
                          mt={2}
                          aria-label={`${feldLabels[name]} korrigieren`}
                          placeholder="korrigieren, Enter speichert"
                          value={eingabe[name] ?? ''}
                          onFocus={() => setAktiv(name)}
                          onChange={(e) => {
                            const v = e.currentTarget.value;
                            setEingabe((x) => ({ ...x, [name]: v }));
                          }}
                          onKeyDown={(e) => {
                            if (e.key === 'Enter' && (eingabe[name] ?? '').trim()) {
                              e.preventDefault();
                              void save(name, eingabe[name]!);
                            }
                            if (e.key === 'Escape') setEingabe((x) => ({ ...x, [name]: '' }));
                          }}
                        />
                      )}
                    </Table.Td>
                    <Table.Td>
                      <KonfidenzBadge f={f} />
                    </Table.Td>
                    <Table.Td>
                      {editable && f.bestaetigt === null && (
                        <Button
                          size="compact-xs"
                          variant={muss ? 'filled' : 'light'}
                          disabled={busy}
                          onClick={() => void save(name, null)}
                          aria-label={`${feldLabels[name]} bestätigen`}
                        >
                          Bestätigen
                        </Button>
                      )}
                    </Table.Td>
                  </FeldZeile>
                );
              })}
              <InfoFelder row={row} aktiv={aktiv} onZeigen={setAktiv} />
            </Table.Tbody>
          </Table>
          {row.pruefungen.length > 0 && (
            <Stack gap={4} mt="sm" aria-label="Prüfungen">
              {row.pruefungen.map((p, i) => (
                <Alert key={i} color="orange" p={6} title={null}>
                  <Text size="sm">{p.text}</Text>
                </Alert>
              ))}
            </Stack>
          )}
          <Title order={3} size="h5" mt="md" mb={4}>
            Projekt
          </Title>
          <ProjektWahl row={row} projekt={projekt} onProjekt={setProjekt} editable={editable} />
          {editable && !locked && (
            <Group mt="md">
              <Button
                variant="default"
                disabled={!projekt || busy || String(row.projekt_id) === projekt}
                onClick={() => void assign()}
              >
                Zuordnen
              </Button>
              <Button
                disabled={!projekt || busy || offen.length > 0}
                title={
                  offen.length
                    ? messages.importFelderOffen(offen.map((f) => feldLabels[f]).join(', '))
                    : undefined
                }
                onClick={() => {
                  setBusy(true);
                  void onApprove(row, Number(projekt)).finally(() => setBusy(false));
                }}
              >
                Freigeben (f)
              </Button>
              {offen.length > 0 && (
                <Text size="sm" c="orange.8">
                  {messages.importFelderOffen(offen.map((f) => feldLabels[f]).join(', '))}
                </Text>
              )}
            </Group>
          )}
          {row.kaufobjekt_id && (
            <Text mt="sm">
              Kaufobjekt <a href={`/kaufobjekte/${row.kaufobjekt_id}`}>{row.kaufobjekt_id}</a> angelegt.
            </Text>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
