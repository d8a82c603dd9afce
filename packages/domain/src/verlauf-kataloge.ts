import { abfragearten } from './datencheck';
import { angebotsobjektStatus } from './angebotsobjekte';
import { ankaufStatus } from './ankaeufe';
import { gesamtqualitaeten, statusOnlineOptionen } from './ausstattungsqualitaeten';
import { qualitaetsstufen } from './ausstattungsqualitaeten-bewertung';
import { kaufobjektStatus } from './kaufobjekte';
import { monitoringArten } from './kunden';
import { nutzwertStatus } from './nutzwertgutachten-berechnung';
import { permissionDefinitions } from './permissions';
import { projektStatus } from './projekte';
import { zertifizierungsTypen } from './zertifizierungen';

/** A catalogue's stored value → the label the screen shows. */
type Katalog = Readonly<Record<string, string>>;

const byId = (list: readonly { id: number; name: string }[]): Katalog =>
  Object.fromEntries(list.map((e) => [String(e.id), e.name]));
const byValue = (list: readonly { value: string | number; label: string }[]): Katalog =>
  Object.fromEntries(list.map((e) => [String(e.value), e.label]));

/**
 * Columns holding a catalogue value kept in the code (not a table), per table: the Verlauf and the
 * Änderungsprotokoll show 'Geprüft' where a Kaufobjekt's status 2 is stored (issue 28). Catalogues kept in
 * tables (Bundesland, Rolle, Heizsystem …) are names looked up like any id (`verlaufVerweise`).
 */
export const verlaufKataloge: Readonly<Record<string, Readonly<Record<string, Katalog>>>> = {
  kaufobjekte: { status: byId(kaufobjektStatus) },
  ankaeufe: { status: byId(ankaufStatus) },
  angebotsobjekte: { status: byValue(angebotsobjektStatus) },
  projekte: { status: byId(projektStatus) },
  ausstattungsqualitaeten: {
    status_online: byValue(statusOnlineOptionen),
    gesamtqualitaet_id: byId(gesamtqualitaeten),
    gka_qualitaet_id: byId(gesamtqualitaeten),
  },
  bab_bewertungen: { stufe: qualitaetsstufen },
  nutzwertgutachten: { status: nutzwertStatus },
  zertifizierungen: {
    typ_id: Object.fromEntries(Object.entries(zertifizierungsTypen).map(([key, typ]) => [key, typ.name])),
  },
  kunden: { monitoring_art: monitoringArten },
  datencheck_abfragen: { abfrageart_id: byId(abfragearten) },
  users: {
    berechtigungen: Object.fromEntries(
      Object.entries(permissionDefinitions).map(([key, d]) => [key, d.label]),
    ),
  },
};

/** The label of a catalogue value (one of a list's), or undefined when the column holds none (or the value is unknown). */
export function verlaufKatalogWert(table: string, feld: string, wert: unknown): string | undefined {
  if (typeof wert !== 'number' && typeof wert !== 'string') return undefined;
  return verlaufKataloge[table]?.[feld]?.[String(wert)];
}
