import type { AbfrageCreate } from './datencheck';
import type { AngebotsobjektFields } from './angebotsobjekte';
import type { AnkaufFields } from './ankaeufe';
import type { BenutzerCreate } from './benutzer';
import type { FirmaFields } from './firmen';
import type { KaufobjektFields } from './kaufobjekte';
import type { FrontendBenutzerFields } from './frontendbenutzer';
import type { KundeFields } from './kunden';
import type { PersonFields } from './personen';
import type { ProjektFields } from './projekte';
import type { VermarktungFields } from './vermarktung';
import type { ZertifizierungFields } from './zertifizierungen';

/*
 * The labels of each area's fields as its form shows them: the one place both the forms (inputs, 422
 * messages, the conflict panel) and the Verlauf / Änderungsprotokoll read them (issue 28). Types only are
 * imported, so this file loads no schema.
 */
export const formFeldLabels = {
  personen: {
    titel: 'Titel',
    vorname: 'Vorname',
    nachname: 'Nachname',
    email: 'E-Mail',
    telefon: 'Telefon',
  } satisfies Record<keyof PersonFields, string>,
  firmen: {
    name: 'Name',
    fbnr: 'FirmenbuchNr',
    land: 'Land',
    plz: 'PLZ',
    ort: 'Ort',
    adresse: 'Adresse',
    geo_lat: 'Breitengrad',
    geo_long: 'Längengrad',
    ist_bautraeger: 'Bauträger',
    ist_kaeufer: 'Käufer',
    ist_makler: 'Makler',
    bautraeger_info: 'Informationen zum Bauträger',
    kaeufer_info: 'Informationen zum Käufer',
    makler_info: 'Informationen zum Makler',
    funktionskennung: 'Funktionskennung',
    rechtsform: 'Rechtsform',
    sitz: 'Sitz',
  } satisfies Record<keyof FirmaFields, string>,
  projekte: {
    projektnr: 'Projektnr.',
    name: 'Name',
    strasse: 'Straße',
    plz: 'PLZ',
    ort: 'Ort',
    bezirk: 'Bezirk',
    bundesland_id: 'Bundesland',
    geo_lat: 'Breitengrad',
    geo_long: 'Längengrad',
    kg: 'KG',
    ez: 'EZ',
    status: 'Status',
  } satisfies Record<keyof ProjektFields, string>,
  kaufobjekte: {
    projekt_id: 'Projekt',
    status: 'Status',
    top_nr: 'TopNr',
    kaufdatum: 'Kaufdatum',
    nutzflaeche: 'Nutzfläche (m²)',
    nettopreis: 'Nettopreis (€)',
    bruttopreis: 'Bruttopreis (€)',
    ust: 'USt (€)',
    kaufobjekt_id: 'Früheres Kaufobjekt',
    mit_teilungsplan: 'Mit Teilungsplan',
    ist_marktueblich: 'Marktüblich',
    nicht_marktueblich_grund: 'Grund (nicht marktüblich)',
    tz: 'TZ',
    tz_jahr: 'TZ-Jahr',
    gericht: 'Gericht',
    datei_id: 'Urkunde (PDF)',
  } satisfies Record<keyof KaufobjektFields, string>,
  ankaeufe: {
    projekt_id: 'Projekt',
    status: 'Status',
    datum: 'Datum',
    ankaufpreis: 'Ankaufpreis (€)',
    nutzflaeche: 'Nutzfläche (m²)',
    gka: 'GKA (€/m² NFL)',
    doublette: 'Doublette',
  } satisfies Record<keyof AnkaufFields, string>,
  vermarktung: {
    projekt_id: 'Projekt',
    vermarktungsstart: 'Vermarktungsstart',
    website: 'Website',
    provision: 'Provision (%)',
  } satisfies Record<keyof VermarktungFields, string>,
  angebotsobjekte: {
    projekt_id: 'Projekt',
    top_nr: 'TopNr',
    flaeche: 'Fläche (m²)',
    zimmer: 'Zimmer',
    preis: 'Preis (€)',
    stand: 'Stand',
    status: 'Status',
  } satisfies Record<keyof AngebotsobjektFields, string>,
  zertifizierungen: {
    projekt_id: 'Projekt',
    typ_id: 'Typ',
    klasse: 'Klasse',
    datum: 'Datum',
    bemerkung: 'Bemerkung',
  } satisfies Record<keyof ZertifizierungFields, string>,
  benutzer: {
    email: 'E-Mail',
    name: 'Name',
    aktiv: 'Aktiv',
    is_admin: 'Administrator',
    berechtigungen: 'Berechtigungen',
    vorlage_id: 'Vorlage',
    passwort: 'Anfangspasswort',
  } satisfies Record<keyof BenutzerCreate, string>,
  kunden: {
    name: 'Name',
    kundennr: 'Kundennr.',
    aktiv: 'Aktiv',
    monitoring_art: 'Monitoring',
    intervall_tage: 'Intervall (Tage)',
    monitoring_url: 'URL der Schnittstelle',
    bemerkung: 'Bemerkung',
  } satisfies Record<keyof KundeFields, string>,
  frontendbenutzer: {
    kunde_id: 'Kunde',
    name: 'Name',
    email: 'E-Mail',
    admin: 'Admin des Kunden',
    aktiv: 'Aktiv',
  } satisfies Record<keyof FrontendBenutzerFields, string>,
  datencheck: {
    name: 'Name',
    beschreibung: 'Beschreibung',
    sql: 'SQL (SELECT mit Spalte idx)',
    themen: 'Themen (höchstens 3)',
    bundesland_id: 'Bundesland',
    abfrageart_id: 'Abfrageart',
    link: 'Link zum Datensatz, z. B. /kaufobjekte/{idx}',
    aktiv: 'Aktiv (nächtlich prüfen)',
  } satisfies Record<keyof AbfrageCreate, string>,
} as const;
