import { Button, Group } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { parseDecimal } from '@app/domain';
import { MapPicker } from '../../components/map-picker/map-picker';
import { useGeocode } from '../../components/map-picker/use-geocode';
import type { ProjektForm } from './projekt-form-model';

/** Six decimals (about 10 cm), with the de-AT decimal comma like every number the user types. */
const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6).replace('.', ',');

/** The project's location: a draggable marker, and geocoding from the address (as for a Firma). */
export function ProjektLocation({ form, disabled }: { form: ProjektForm; disabled?: boolean }) {
  const { geocode, busy } = useGeocode();
  const [lat, long] = form.watch(['geo_lat', 'geo_long']);
  const latNumber = parseDecimal(lat ?? '');
  const longNumber = parseDecimal(long ?? '');

  function setLocation(newLat: number, newLong: number) {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('geo_lat', coordinate(newLat), options);
    form.setValue('geo_long', coordinate(newLong), options);
  }

  async function fromAddress() {
    const [strasse, plz, ort] = form.getValues(['strasse', 'plz', 'ort']);
    const found = await geocode({ strasse, plz, ort, land: 'aut' });
    if (found) setLocation(found.lat, found.long);
  }

  return (
    <div>
      <Group justify="flex-end" mb="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconMapPin size={14} aria-hidden />}
          onClick={() => void fromAddress()}
          loading={busy}
          disabled={disabled}
        >
          Geokodieren
        </Button>
      </Group>
      <MapPicker
        lat={latNumber}
        long={longNumber}
        onChange={disabled ? () => undefined : setLocation}
        height={300}
      />
    </div>
  );
}
