import { Button, Grid, Group, Text, TextInput } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import {
  bruttoAusNetto,
  messages,
  nettoAusBrutto,
  parseDecimal,
  preisProQuadratmeter,
  ustBetrag,
} from '@app/domain';
import { formatEuro, formatNumber } from '../../lib/format';
import { kaufobjektFieldLabels, type KaufobjektForm } from './kaufobjekt-form-model';

type PriceKey = 'nettopreis' | 'bruttopreis' | 'ust';

/**
 * SPEC §5 price helpers: Brutto = Netto × 1,2, Netto = Brutto ÷ 1,2, USt = Brutto − Netto, 2 decimals,
 * comma accepted; a button is disabled while its source field is empty.
 */
export function PriceFields({ form }: { form: KaufobjektForm }) {
  const { register, formState, watch, setValue, setError } = form;
  const [netto, brutto, nutzflaeche] = watch(['nettopreis', 'bruttopreis', 'nutzflaeche']);
  const error = (key: PriceKey | 'nutzflaeche') => formState.errors[key]?.message;

  function put(target: PriceKey, value: number | null, source: PriceKey) {
    if (value === null) {
      setError(source, { type: 'manual', message: messages.keineZahl }, { shouldFocus: true });
      return;
    }
    setValue(target, formatNumber(value, 2), { shouldDirty: true, shouldValidate: true });
  }

  const proM2 = preisProQuadratmeter(parseDecimal(brutto), parseDecimal(nutzflaeche));
  const empty = (v: string) => v.trim() === '';

  return (
    <>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={kaufobjektFieldLabels.nutzflaeche}
          inputMode="decimal"
          {...register('nutzflaeche')}
          error={error('nutzflaeche')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={kaufobjektFieldLabels.nettopreis}
          inputMode="decimal"
          {...register('nettopreis')}
          error={error('nettopreis')}
        />
        <Button
          size="compact-xs"
          variant="light"
          mt={6}
          leftSection={<IconCalculator size={14} aria-hidden />}
          disabled={empty(brutto)}
          onClick={() => put('nettopreis', nettoAusBrutto(brutto), 'bruttopreis')}
        >
          Netto aus Brutto
        </Button>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={kaufobjektFieldLabels.bruttopreis}
          inputMode="decimal"
          {...register('bruttopreis')}
          error={error('bruttopreis')}
        />
        <Button
          size="compact-xs"
          variant="light"
          mt={6}
          leftSection={<IconCalculator size={14} aria-hidden />}
          disabled={empty(netto)}
          onClick={() => put('bruttopreis', bruttoAusNetto(netto), 'nettopreis')}
        >
          Brutto aus Netto
        </Button>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <TextInput
          label={kaufobjektFieldLabels.ust}
          inputMode="decimal"
          {...register('ust')}
          error={error('ust')}
        />
        {/* At 1,280 px the column is too narrow for both: the price per m² goes below, the label stays whole. */}
        <Group gap="xs" mt={6}>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconCalculator size={14} aria-hidden />}
            disabled={empty(brutto) || empty(netto)}
            onClick={() =>
              put(
                'ust',
                ustBetrag(brutto, netto),
                parseDecimal(brutto) === null ? 'bruttopreis' : 'nettopreis',
              )
            }
          >
            USt berechnen
          </Button>
          {proM2 !== null && (
            <Text size="xs" c="dimmed" aria-label="Preis pro m²">
              {formatEuro(proM2)}/m²
            </Text>
          )}
        </Group>
      </Grid.Col>
    </>
  );
}
