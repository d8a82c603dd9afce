/**
 * Every user-visible German string of SPEC.md, verbatim (typos included), plus the few of our own.
 * Lives once; server and web import from here.
 */
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
  importLaeuft: 'Ein Import Prozess ist im Gange!',
  keineNotizen: 'Keine Notizen',
  keineWeiterenEintraege: 'Keine weiteren Einträge',
  // SPEC §5 validation
  plzStrasseFehlt: 'PLZ und/oder Straße nicht gegeben',
  geokoordinatenFehler: 'Fehler: konnte die Geokoordinaten nicht abfragen.',
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
  keineBerechtigung: 'Keine Berechtigung für diese Aktion.',
  csrfUngueltig: 'Sicherheitstoken fehlt oder ist ungültig. Bitte die Seite neu laden.',
  versionKonflikt:
    'Der Datensatz wurde inzwischen von jemand anderem geändert. Bitte die Änderungen vergleichen.',
  gespeichert: 'Gespeichert.',
  geloescht: (n: number) => (n === 1 ? '1 Eintrag gelöscht.' : `${n} Einträge gelöscht.`),
  ungespeicherteAenderungen: 'Es gibt ungespeicherte Änderungen. Seite wirklich verlassen?',
  seiteNichtGefunden: 'Seite nicht gefunden',
  ungueltigeAnfrage: 'Ungültige Anfrage.',
  nochVerwendet: 'Der Datensatz wird noch verwendet und kann nicht gelöscht werden.',
  // BAB (SPEC §5 tooltips for the special parts; our wording)
  babGewichtung100: 'Die Gewichtungen müssen zusammen genau 100 ergeben.',
  babTeil16Gehoben: 'Gehoben erfordert mindestens vier höherwertige Ausstattungsmerkmale.',
  babTeil16Hochwertig:
    'Hochwertig erfordert mindestens vier höherwertige und ein hochwertiges Ausstattungsmerkmal.',
  babTeil17Hochwertig:
    'Hochwertig erfordert eine Videogegensprechanlage und ein weiteres hochwertiges Ausstattungsmerkmal.',
} as const;
