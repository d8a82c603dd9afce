/**
 * Every user-visible German string of SPEC.md, verbatim (typos included), plus the few of our own.
 * Lives once; server and web import from here.
 */
/** What still uses a record, by the referencing table of a foreign-key violation (see nochVerwendetIn). */
export const verwendetIn: Readonly<Record<string, string>> = {
  projekte: 'Projekte',
  projekt_firmen: 'Firmen eines Projekts',
  projekt_urls: 'URLs eines Projekts',
  erfassungsnotizen: 'Erfassungsnotizen',
  kaufobjekte: 'Kaufobjekte',
  kaufobjekt_kaeufer: 'Käufer eines Kaufobjekts',
  ankaeufe: 'Ankäufe',
  ankauf_verkaeufer: 'Verkäufer eines Ankaufs',
  vermarktungen: 'Vermarktungen',
  vermarktung_makler: 'Makler einer Vermarktung',
  angebotsobjekte: 'Angebotsobjekte',
  ko_zuordnungen: 'KO-Zuordnungen',
  grundkostenanteile: 'Grundkostenanteile',
  gka_widmungen: 'Widmungen eines Grundkostenanteils',
  ausstattungsqualitaeten: 'Ausstattungsqualitäten',
  bab_bewertungen: 'Bewertungen einer Ausstattungsqualität',
  bab_spezialausstattung: 'Spezialausstattung einer Ausstattungsqualität',
  zertifizierungen: 'Zertifizierungen',
  nutzwertgutachten: 'Nutzwertgutachten',
  we_objekte: 'WE-Objekte eines Nutzwertgutachtens',
  dateien: 'Dateien',
  fbuch_auszug_rows: 'Firmenbuchabfragen',
};

export const messages = {
  // SPEC §8 error catalogue
  unbekannterFehler: 'Unbekannter Fehler.',
  fbnrVorhanden: 'FirmenbuchNr bereits vorhanden',
  fbuchAuszugFehler: 'Leider ist ein Fehler aufgetreten: ',
  zuordnungFehler: 'Es ist leider ein Fehler aufgetreten!',
  loeschenFehler: 'Leider ist ein Fehler aufgetreten.',
  unerwarteterFehler: 'Es ist ein unerwarteter Fehler aufgetreten!',
  resourceNichtGefunden: 'Resource nicht gefunden',
  fehlerResourceNichtGefunden: 'Fehler: Resource nicht gefunden',
  dateiNichtDownloaden: 'Konnte Datei nicht downloaden',
  zuordnungNichtMoeglich: 'Konnte Zuordnung nicht vorhnehmen.',
  ladenFehler: 'Beim Laden der Daten ist leider ein Fehler aufgetreten.',
  fbuchFehlgeschlagen: 'Firmenbuchabfrage fehlgeschlagen',
  fbuchErfolgreich: 'Firmenbuchabfrage erfolgreich abgeschlossen. Weiterleitung folgt.',
  fbuchKeineAenderungen: 'Keine Änderungen an der Firma.',
  fbuchGeoNichtErmittelt:
    'Die Geokoordinaten der neuen Adresse konnten nicht ermittelt werden: bitte in der Firma neu abfragen.',
  firmaOhneGeokoordinaten:
    'Die Firma wurde ohne Geokoordinaten angelegt: bitte in der Firma Adresse und PLZ ergänzen und geokodieren.',
  firmaModalGeokodierung: 'Mit Adresse und PLZ wird die Firma beim Speichern geokodiert.',
  doublettenHinweis: 'Möglicherweise gibt es diesen Eintrag schon:',
  doublettenUebernehmen: 'Möglicherweise gibt es diesen Eintrag schon. Statt neu anzulegen übernehmen:',
  importLaeuft: 'Ein Import Prozess ist im Gange!',
  keineNotizen: 'Keine Notizen',
  keineWeiterenEintraege: 'Keine weiteren Einträge',
  // SPEC §5 validation
  plzStrasseFehlt: 'PLZ und/oder Straße nicht gegeben',
  geokoordinatenFehler: 'Fehler: konnte die Geokoordinaten nicht abfragen.',
  // Issue 25: the service answered, but knows no such address / found only part of it.
  geokoordinatenNichtGefunden:
    'Zu dieser Adresse wurden keine Geokoordinaten gefunden. Bitte Adresse prüfen oder den Punkt auf der Karte setzen.',
  geokoordinatenUngenau:
    'Geokoordinaten gesetzt, aber ungenau: die Adresse wurde nur teilweise gefunden. Bitte den Punkt auf der Karte prüfen.',
  nebenheizsystemGleich: 'Das Nebenheizsystem darf nicht dem Hauptheizsystem entsprechen.',
  onlineNichtMoeglich:
    'Speichern von Status = Online nicht möglich: Die Ausstattungsbewertung kann nicht online gestellt werden, da nicht alle Ausstattungs-Kategorien über eine Bewertung verfügen.',
  koDoublette:
    'Doublette: Es wurde bereits ein Kaufobjekt mit gleichlautender TopNr angelegt. Bitte um Kontrolle, ob es sich um eine Doublette handelt.',
  wirklichLoeschen: 'Wirklich löschen?',
  dateiWirklichLoeschen: 'Datei wirklich löschen?',
  verschiebenBestaetigen: 'Achtung: Der Eintrag wird dadurch komplett gelöscht! Fortfahren?',
  keineAuswahl: 'Keine Auswahl!',
  keineBenutzer: 'Keine BenutzerInnen ausgewählt.',
  mehrAls10Links: 'Mehr als 10 Links - trotzdem öffnen?',
  keineLinks: 'Keine Links gegeben.',
  // DOMAIN.md
  fbnrPruefbuchstabe: 'Prüfbuchstabe der FirmenbuchNr stimmt nicht',
  // Our own (not in SPEC): platform and forms
  pflichtfeld: 'Dieses Feld ist ein Pflichtfeld.',
  zuLang: (max: number) => `Höchstens ${max} Zeichen erlaubt.`,
  ungueltigeEmail: 'Bitte eine gültige E-Mail-Adresse eingeben.',
  loginFalsch: 'E-Mail oder Passwort ist falsch.',
  loginZuVieleVersuche: 'Zu viele Anmeldeversuche. Bitte in einer Minute erneut versuchen.',
  nichtAngemeldet: 'Bitte melden Sie sich an.',
  reloginTitel: 'Sitzung beendet',
  reloginText:
    'Ihre Sitzung ist abgelaufen oder wurde beendet. Bitte melden Sie sich erneut an: Ihre Eingaben bleiben erhalten und werden danach gespeichert.',
  reloginAndererBenutzer:
    'Sie sind jetzt als andere/r BenutzerIn angemeldet. Die nicht gespeicherten Eingaben der vorigen Anmeldung wurden verworfen.',
  keineBerechtigung: 'Keine Berechtigung für diese Aktion.',
  csrfUngueltig: 'Sicherheitstoken fehlt oder ist ungültig. Bitte die Seite neu laden.',
  versionKonflikt:
    'Der Datensatz wurde inzwischen von jemand anderem geändert. Bitte die Änderungen vergleichen.',
  versionKonfliktFelder:
    'Die übrigen Änderungen wurden zusammengeführt. Bitte je Feld wählen, welcher Wert gespeichert wird.',
  gespeichert: 'Gespeichert.',
  /** A count of people: '1 BenutzerIn', '3 BenutzerInnen'. */
  benutzerAnzahl: (n: number) => (n === 1 ? '1 BenutzerIn' : `${n} BenutzerInnen`),
  berechtigungenAnzahl: (n: number) => (n === 1 ? '1 Berechtigung' : `${n} Berechtigungen`),
  geloescht: (n: number) => (n === 1 ? '1 Eintrag gelöscht.' : `${n} Einträge gelöscht.`),
  bereitsGeloescht: 'Der Datensatz wurde bereits gelöscht.',
  teilweiseBereitsGeloescht: (n: number) =>
    n === 1 ? '1 Eintrag war bereits gelöscht.' : `${n} Einträge waren bereits gelöscht.`,
  ungespeicherteAenderungen: 'Es gibt ungespeicherte Änderungen. Seite wirklich verlassen?',
  seiteNichtGefunden: 'Seite nicht gefunden',
  keinZugriff: 'Kein Zugriff',
  keinZugriffRecht: (recht: string) => `Für diese Seite fehlt Ihnen die Berechtigung „${recht}“.`,
  keinZugriffWas: 'Wenn Sie sie brauchen, wenden Sie sich an die Administration.',
  berechtigungGeaendert: (bereich: string) => `Ihre Berechtigung für ${bereich} wurde geändert.`,
  berechtigungNurLesen: 'Sie können hier nur noch ansehen, nicht mehr speichern.',
  berechtigungEingabenBleiben: 'Ihre Eingaben bleiben sichtbar; kopieren Sie sie bei Bedarf.',
  berechtigungKeinLesen:
    'Sie dürfen diese Seite nicht mehr ansehen. Kopieren Sie Ihre Eingaben, bevor Sie die Seite verlassen.',
  berechtigungKeinLesenMehr: 'Sie dürfen diese Seite nicht mehr ansehen.',
  ungueltigeAnfrage: 'Ungültige Anfrage.',
  idempotencyKeyUngueltig: 'Der Idempotency-Key ist ungültig: 1 bis 200 sichtbare Zeichen (ASCII).',
  idempotencyKeyAndereAnfrage:
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet. Bitte die Seite neu laden und erneut senden.',
  idempotencyInBearbeitung:
    'Die gleiche Anfrage wird noch bearbeitet. Bitte kurz warten und erneut versuchen.',
  nochVerwendet: 'Der Datensatz wird noch verwendet und kann nicht gelöscht werden.',
  /** The 409 of a foreign-key violation, naming what still uses the record (label from verwendetIn). */
  nochVerwendetIn: (wo: string) =>
    `Der Datensatz wird noch verwendet und kann nicht gelöscht werden. Verwendet in: ${wo}.`,
  // Input the server refuses before it reaches the database (issue 9, items 19 and 20)
  textUngueltigeZeichen: 'Der Text enthält unzulässige Zeichen (Steuerzeichen oder ungültiges Unicode).',
  idUngueltig: 'Ungültige ID: erlaubt sind ganze Zahlen von 1 bis 2147483647.',
  versionUngueltig: 'Ungültige Version: erlaubt sind ganze Zahlen von 1 bis 2147483647.',
  zuVieleEintraege: (max: number) => `Höchstens ${max} Einträge auf einmal.`,
  anfrageZuLang: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.',
  adresseUngueltig: 'Die Adresse der Anfrage ist ungültig.',
  methodeNichtErlaubt: 'Diese Methode ist für diese Adresse nicht erlaubt.',
  jsonUngueltig: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  inhaltstypNichtUnterstuetzt: 'Dieses Format des Anfrageinhalts wird nicht unterstützt.',
  anfrageZuGross: 'Die Anfrage ist zu groß.',
  uploadUngueltig: 'Der Datei-Upload ist unvollständig oder ungültig. Bitte erneut versuchen.',
  // BAB (SPEC §5 tooltips for the special parts; our wording)
  babGewichtung100: 'Die Gewichtungen müssen zusammen genau 100 ergeben.',
  babTeil16Gehoben: 'Gehoben erfordert mindestens vier höherwertige Ausstattungsmerkmale.',
  babTeil16Hochwertig:
    'Hochwertig erfordert mindestens vier höherwertige und ein hochwertiges Ausstattungsmerkmal.',
  babTeil17Hochwertig:
    'Hochwertig erfordert eine Videogegensprechanlage und ein weiteres hochwertiges Ausstattungsmerkmal.',
  babSpezialEntfernenVerboten: (teil: string, regel: string) =>
    `Die Spezialausstattung kann nicht entfernt werden, solange die Ausstattungsqualität online ist: ${teil}: ${regel} Bitte zuerst die Bewertung von „${teil}“ ändern und speichern oder den Status auf Offline setzen.`,
  babTeilUnbewertet: 'Noch nicht bewertet: für Online nötig.',
  // Firmen (our own, not in SPEC)
  fbnrUngueltig: 'Ungültige FirmenbuchNr: 1 bis 6 Ziffern und ein Kleinbuchstabe, z. B. 123456a.',
  landUngueltig: 'Bitte ein Land wählen.',
  breitengradUngueltig: 'Der Breitengrad muss zwischen -90 und 90 liegen.',
  laengengradUngueltig: 'Der Längengrad muss zwischen -180 und 180 liegen.',
  geokodiert: 'Geokoordinaten gesetzt.',
  standortFehler: 'Der Standort konnte nicht ermittelt werden.',
  // Projekte (our own, not in SPEC)
  keineZahl: 'Bitte eine Zahl eingeben.',
  monitoringUrlUngueltig: 'Bitte eine URL mit http:// oder https:// angeben.',
  monitoringArtUngueltig: 'Bitte Sidefile (0) oder Schnittstelle (1) wählen.',
  intervallMin: 'Mindestens 1 Tag.',
  intervallMax: 'Höchstens 365 Tage.',
  kundePflicht: 'Bitte einen Kunden wählen.',
  projektnrUngueltig: 'Die Projektnummer muss eine positive ganze Zahl sein.',
  projektnrVergeben: 'Diese Projektnummer ist bereits vergeben.',
  plzUngueltig: 'Die PLZ muss aus 4 Ziffern bestehen.',
  kgUngueltig: 'Die KG-Nummer muss aus 5 Ziffern bestehen.',
  bundeslandUngueltig: 'Bitte ein Bundesland wählen.',
  statusUngueltig: 'Bitte einen gültigen Status wählen.',
  projektKoordinateUngueltig: 'Ungültige Koordinate.',
  firmaPflicht: 'Bitte eine Firma wählen.',
  firmaNichtGefunden: 'Diese Firma gibt es nicht (mehr).',
  rolleUngueltig: 'Bitte eine Rolle wählen.',
  firmaBereitsZugeordnet: 'Diese Firma ist dem Projekt in dieser Rolle bereits zugeordnet.',
  urlUngueltig: 'Bitte eine gültige Adresse eingeben, die mit http:// oder https:// beginnt.',
  urlTypUngueltig: 'Bitte einen URL-Typ wählen.',
  urlDoppelt: 'Diese URL ist bei diesem Projekt bereits eingetragen.',
  // Dateien (our own, not in SPEC)
  dateiUnbekannteResource: 'Unbekannte Ressource für Dateien.',
  dateiFehlt: 'Bitte eine Datei auswählen.',
  dateiTypNichtErlaubt:
    'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, Bilder, Office-Dokumente und Text.',
  dateiZuGross: (maxMb: number) => `Die Datei ist zu groß (höchstens ${maxMb} MB).`,
  dateiUrlNurHttp: 'Die URL muss mit http:// oder https:// beginnen.',
  dateiHochgeladen: 'Datei hochgeladen.',
  dateiGeladen: 'Datei geladen.',
  dateiGeloescht: 'Datei gelöscht.',
  keineDateien: 'Keine Dateien',
  pdfNichtAnzeigbar: 'Die PDF-Datei konnte nicht angezeigt werden.',
  // Firmenbuch (our own, not in SPEC)
  fbuchKeineFnr: 'Die Firma hat keine gültige FirmenbuchNr.',
  fbuchNichtGefunden: 'Die FirmenbuchNr ist im Firmenbuch nicht eingetragen.',
  fbuchDienstFehler: (detail: string) => `Firmenbuch nicht erreichbar: ${detail}`,
  fbuchAbgebrochen: 'Abgebrochen.',
  fbuchStatusWartet: 'wartet',
  fbuchStatusLaeuft: 'läuft',
  fbuchStatusErfolgreich: 'erfolgreich',
  fbuchStatusFehlgeschlagen: 'fehlgeschlagen',
  fbuchStatusAbgeschlossen: 'abgeschlossen',
  fbuchSimulatorHinweis: 'Simulator: Die Firmenbuchdaten sind erfunden (FIRMENBUCH=simulator).',
  // Grundbuch / Tzabfrage (our own, not in SPEC)
  tzKeine: 'Bitte TZ-Nummern angeben, z. B. 1–5000/2018 oder TZ 1234/2018.',
  tzUngueltig: (entry: string) => `„${entry}“ ist keine TZ (z. B. 1234/2018, TZ 1234/18 oder 1–5000/2018).`,
  tzFalschesJahr: (entry: string, jahr: number) => `„${entry}“ gehört nicht zum Jahr ${jahr}.`,
  tzZuViele: (max: number) => `Höchstens ${max.toLocaleString('de-AT')} TZ pro Abfrage.`,
  tzKeineNeuen: 'Alle diese TZ sind bereits geholt oder Lücken: es gibt nichts abzufragen.',
  gerichtUngueltig: 'Bitte die dreistellige Nummer des Bezirksgerichts angeben (z. B. 631).',
  jahrUngueltig: 'Bitte ein Jahr ab 2006 angeben.',
  tzKeineFehlgeschlagenen: 'Es gibt keine fehlgeschlagenen TZ.',
  tzKeineAbgebrochenen: 'Es gibt keine abgebrochenen TZ.',
  grundbuchSimulatorHinweis: 'Simulator: Die Urkunden sind erfunden (GRUNDBUCH=simulator).',
  grundbuchNichtKonfiguriert:
    'Die Verrechnungsstelle ist nicht konfiguriert (GRUNDBUCH_URL, GRUNDBUCH_BENUTZER, GRUNDBUCH_PASSWORT).',
  grundbuchDienstFehler: (detail: string) => `Grundbuch nicht erreichbar: ${detail}`,
  grundbuchGerichtUnbekannt: (gericht: string) => `Bezirksgericht ${gericht} ist im Grundbuch nicht bekannt.`,
  grundbuchKeineUrkunde: (tz: string) => `${tz}: keine Urkunde im Urkundenverzeichnis.`,
  grundbuchZurueckgezogen: (tz: string) => `${tz}: der Antrag wurde zurückgezogen, es gibt keine Urkunde.`,
  grundbuchUrkundeFehlt: (tz: string) => `${tz}: die Urkunde fehlt in der Urkundensammlung.`,
  // Kaufobjekte import (SPEC §4, §8)
  importAddResourceFehler: (error: string) => `Fehler: ${error}`,
  importNichtInListe: (tz: string) =>
    `${tz}: nicht in der Urkundenliste des Gerichts (Lücke oder zurückgezogen).`,
  importKeineKaufurkunde: (tz: string, art: string) => `${tz}: ${art}, keine Kaufurkunde.`,
  importNichtLesbar: 'Die Urkunde enthält keinen lesbaren Kaufvertrag.',
  importFelderOffen: (felder: string) => `Bitte zuerst bestätigen: ${felder}.`,
  importFalscherStatus: (status: string) =>
    `Diese Zeile kann im Status „${status}“ nicht freigegeben werden.`,
  importBereitsFreigegeben: 'Für diese Urkunde (Gericht, TZ und Jahr) wurde bereits ein Kaufobjekt angelegt.',
  importKeineKaeufer: 'Die Urkunde nennt keine Käufer.',
  importKeinPdf: 'Die Datei ist kein PDF. Bitte eine Urkunde als PDF ablegen.',
  importEigeneDatei: 'eigene Datei',
  importEigeneUrkundeAblegen: 'Eigene Urkunde (PDF) hier ablegen oder auswählen',
  importUrkundenAbgelegt: (n: number) =>
    n === 1 ? 'Urkunde abgelegt, sie wird gelesen.' : `${n} Urkunden abgelegt, sie werden gelesen.`,
  importFirmaPruefen: (name: string, grund: string) =>
    `${name}: aus der Urkunde angelegt, kein Firmenbuchauszug (${grund}) – bitte prüfen.`,
  importFirmaOhneFn: 'keine FN in der Urkunde',
  importKeineFehlgeschlagenen: 'Es gibt keine fehlgeschlagenen Urkundenabfragen.',
  grundbuchUrkundeBeschaedigt: (tz: string) =>
    `${tz}: die gelieferte Urkunde ist beschädigt (kein lesbares PDF).`,
  // Kaufobjekte (our own, not in SPEC)
  projektPflicht: 'Bitte ein Projekt wählen.',
  projektNichtGefunden: 'Dieses Projekt gibt es nicht (mehr).',
  kaufobjektNichtGefunden: 'Dieses Kaufobjekt gibt es nicht (mehr).',
  koBetragNegativ: 'Der Betrag darf nicht negativ sein.',
  flaecheNegativ: 'Die Fläche darf nicht negativ sein.',
  koZweiNachkommastellen: 'Höchstens zwei Nachkommastellen erlaubt.',
  wertZuGross: 'Der Wert ist zu groß.',
  koDatumUngueltig: 'Bitte ein gültiges Datum eingeben (TT.MM.JJJJ).',
  koTzJahrUngueltig: 'Bitte ein Jahr zwischen 1900 und 2100 eingeben.',
  koKaeuferPflicht: 'Bitte eine Firma oder eine Person wählen.',
  koKaeuferEinerVonBeiden: 'Bitte entweder eine Firma oder eine Person wählen, nicht beides.',
  koPersonNichtGefunden: 'Diese Person gibt es nicht (mehr).',
  koVorherAnderesProjekt: 'Das frühere Kaufobjekt muss zum selben Projekt gehören.',
  koVorherSelbst: 'Ein Kaufobjekt kann nicht sein eigener Vorverkauf sein.',
  koDateiUngueltig: 'Diese Datei gehört nicht zum Projekt.',
  koExportAlleGesperrt:
    'Der Export aller Einträge ist während der Anmeldung als andere/r BenutzerIn gesperrt.',
  koExportAuswahlZuGross:
    'Während der Anmeldung als andere/r BenutzerIn können höchstens 200 Einträge auf einmal exportiert werden.',
  // Ankäufe and Vermarktung (our own, not in SPEC)
  nichtNegativ: 'Der Wert darf nicht negativ sein.',
  vermarktungProvisionUngueltig: 'Die Provision muss zwischen 0 und 100 % liegen.',
  ankaufKeineVerkaeufer: 'Noch keine Verkäufer zugeordnet.',
  vermarktungKeineMakler: 'Noch keine Makler zugeordnet.',
  // BAB / Ausstattungsqualität (SPEC §5 'A special equipment needs its id'; the rest our own)
  spezialausstattungPflicht: 'Bitte eine Spezialausstattung wählen.',
  spezialausstattungNichtGefunden: 'Diese Spezialausstattung gibt es nicht (mehr).',
  spezialausstattungDoppelt: 'Diese Spezialausstattung ist bereits zugeordnet.',
  spezialausstattungKatalogDoppelt:
    'Eine Spezialausstattung mit diesem Namen gibt es in diesem Gebäudeteil bereits.',
  babZuGross: (max: number) => `Der Wert darf höchstens ${max} sein.`,
  babHeizsystemUngueltig: 'Bitte ein gültiges Heizsystem wählen.',
  babEnergieklasseUngueltig: 'Bitte eine gültige Energieklasse wählen.',
  babPebErnGroesserPeb: 'Hinweis: PEB erneuerbar ist größer als PEB. Bitte die Werte prüfen.',
  babGebaeudeteilUngueltig: 'Bitte einen gültigen Gebäudeteil wählen.',
  babStufeUngueltig: 'Bitte Normal, Gehoben, Hochwertig oder Unbekannt wählen.',
  babAlleGebaeudeteile: 'Die Bewertung muss jeden der 17 Gebäudeteile genau einmal enthalten.',
  babGkaQualitaetUngueltig: 'Bitte eine gültige GKA-Qualität wählen.',
  babKategorieUngueltig: 'Bitte höherwertig oder hochwertig wählen.',
  babTeil16Tooltip:
    'Gehoben: mindestens vier höherwertige Ausstattungsmerkmale. Hochwertig: vier höherwertige und ein hochwertiges Ausstattungsmerkmal.',
  babTeil17Tooltip:
    'Hochwertig: eine Videogegensprechanlage und ein weiteres hochwertiges Ausstattungsmerkmal.',
  keineSpezialausstattung: 'Noch keine Spezialausstattung zugeordnet.',
  // Angebotsobjekte and KO-Zuordnung (our own, not in SPEC)
  aoNachkommastellen: (n: number) =>
    n === 1 ? 'Höchstens eine Nachkommastelle erlaubt.' : `Höchstens ${n} Nachkommastellen erlaubt.`,
  datumUngueltig: 'Bitte ein gültiges Datum im Format TT.MM.JJJJ eingeben.',
  bisVorVon: '„bis“ liegt vor „von“.',
  aoProjektWechsel: 'Das Projekt kann nicht geändert werden, solange Kaufobjekte zugeordnet sind.',
  koZuordnungAnderesProjekt: 'Das Kaufobjekt gehört zu einem anderen Projekt.',
  koZuordnungBereitsVergeben: (kaufobjekt: string, angebotsobjekt: string) =>
    `Kaufobjekt ${kaufobjekt} ist bereits dem Angebotsobjekt ${angebotsobjekt} zugeordnet.`,
  koZuordnungGespeichert: (n: number) =>
    n === 1 ? '1 Kaufobjekt zugeordnet.' : `${n} Kaufobjekte zugeordnet.`,
  // Grundkostenanteil, Zertifizierungen, Nutzwertgutachten (our own, not in SPEC)
  bwZahlPositiv: 'Bitte eine Zahl größer als 0 eingeben.',
  bwBetragUngueltig: 'Bitte einen Betrag von 0 oder mehr eingeben.',
  gkaBauklasseUngueltig: 'Bitte eine Bauklasse von I bis VI wählen.',
  gkaNflBgfUngueltig: 'Das Verhältnis NFL/BGF muss größer als 0 und höchstens 1 sein.',
  gkaGeschossHoeherAlsGebaeude: 'Die Geschoßhöhe darf nicht größer als die Gebäudehöhe sein.',
  gkaProjektVorhanden: 'Für dieses Projekt gibt es bereits einen Grundkostenanteil.',
  gkaKeiner: 'Für dieses Projekt gibt es keinen Grundkostenanteil.',
  gkaKeineFlaeche: 'Der Grundkostenanteil des Projekts hat noch keine Nutzfläche.',
  gkaUebernommen: 'Aus dem Grundkostenanteil übernommen.',
  gkaKeineWidmungen: 'Noch keine Widmungen erfasst.',
  zertifizierungTypUngueltig: 'Bitte einen Zertifizierungstyp wählen.',
  zertifizierungKlasseUngueltig: 'Diese Klasse gehört nicht zum gewählten Zertifizierungstyp.',
  zertifizierungPunkteUngueltig: 'Bitte ganze Punkte von 0 bis 1000 eingeben.',
  nwgProzentUngueltig: 'Bitte einen Prozentwert von 0 bis 100 eingeben.',
  nwgArtUngueltig: 'Bitte Wohnung, Geschäftsraum oder Abstellplatz wählen.',
  nwgTopNrDoppelt: 'Diese Top-Nr. kommt im Gutachten schon vor.',
  nwgBerechnenFehler: 'Der Nutzwert konnte nicht berechnet werden.',
  nwgKeineObjekte: 'Noch keine WE-Objekte erfasst.',
  passwortZuKurz: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
  passwortEnthaeltEmail: 'Das Passwort darf die E-Mail-Adresse nicht enthalten.',
  passwortFalsch: 'Das aktuelle Passwort stimmt nicht.',
  passwortWiederholung: 'Die beiden Passwörter stimmen nicht überein.',
  passwortGeaendert: 'Das Passwort wurde geändert.',
  passwortSelbstNichtHier:
    'Das eigene Passwort wird nicht hier gesetzt, sondern im Benutzermenü unter „Passwort ändern“ mit dem aktuellen Passwort.',
  passwortLinkUngueltig: 'Dieser Link ist ungültig oder abgelaufen. Bitte einen neuen Link anfordern.',
  passwortLinkVerwendet:
    'Dieser Link wurde bereits verwendet. Das Passwort ist damit gesetzt: Melden Sie sich an, oder bitten Sie die Administration um einen neuen Link.',
  passwortLinkAbgelaufen: 'Dieser Link ist abgelaufen. Bitten Sie die Administration um einen neuen Link.',
  berechtigungUnbekannt: 'Unbekannte Berechtigung.',
  emailVergeben: 'Diese E-Mail-Adresse ist bereits vergeben.',
  vorlageNameVergeben: 'Eine Vorlage mit diesem Namen gibt es bereits.',
  vorlageInVerwendung: 'Die Vorlage wird noch von BenutzerInnen verwendet.',
  benutzerNichtLoeschen:
    'BenutzerInnen, die schon etwas geändert haben, werden nicht gelöscht, sondern deaktiviert oder anonymisiert.',
  benutzerSelbst: 'Das eigene Konto kann hier nicht deaktiviert, anonymisiert oder übernommen werden.',
  benutzerAnonymisiert: 'Diese/r BenutzerIn ist anonymisiert und kann nicht mehr geändert werden.',
  anonymisierenEmailFalsch: 'Bitte die E-Mail-Adresse der BenutzerIn genau eintippen.',
  /** Stands for the free-text reasons of impersonations of an anonymised user (they may name the person). */
  grundAnonymisiert: 'Grund entfernt (Anonymisierung)',
  anmeldenAlsDauer: (max: number) => `Bitte eine Dauer von 1 bis ${max} Minuten angeben.`,
  anmeldenAlsInaktiv: 'Als inaktive BenutzerIn kann man sich nicht anmelden.',
  keineAnmeldungAls: 'Sie sind nicht als andere/r BenutzerIn angemeldet.',
  alsAndereGesperrt: 'Während der Anmeldung als andere/r BenutzerIn nicht erlaubt.',
  papierkorbLeer: 'Der Papierkorb ist leer.',
  papierkorbWiederhergestellt: (label: string) => `„${label}“ wurde wiederhergestellt.`,
  /** The create form's hint: 'Eine Firma mit dieser FN liegt im Papierkorb (gelöscht am … von …).' */
  papierkorbTreffer: (wer: string, am: string, von: string) =>
    `${wer} liegt im Papierkorb (gelöscht am ${am} von ${von}).`,
} as const;
