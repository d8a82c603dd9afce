import type { Module } from '../platform/module';
import { aenderungsprotokollRoutes } from './aenderungsprotokoll/aenderungsprotokoll.routes';
import { angebotsobjekteRoutes } from './angebotsobjekte/angebotsobjekte.routes';
import { ankaeufeRoutes } from './ankaeufe/ankaeufe.routes';
import { ausstattungsqualitaetenRoutes } from './ausstattungsqualitaeten/ausstattungsqualitaeten.routes';
import { benutzerRoutes } from './benutzer/benutzer.routes';
import { datencheckRoutes } from './datencheck/datencheck.routes';
import { dateienRoutes } from './dateien/dateien.routes';
import { fbuchRoutes } from './fbuch/fbuch.routes';
import { firmenRoutes } from './firmen/firmen.routes';
import { grundkostenanteileRoutes } from './grundkostenanteile/grundkostenanteile.routes';
import { frontendBenutzerRoutes } from './frontendbenutzer/frontendbenutzer.routes';
import { kundenRoutes } from './kunden/kunden.routes';
import { monitorRoutes } from './monitor/monitor.routes';
import { kaufobjekteRoutes } from './kaufobjekte/kaufobjekte.routes';
import { nutzwertgutachtenRoutes } from './nutzwertgutachten/nutzwertgutachten.routes';
import { personenRoutes } from './personen/personen.routes';
import { projekteRoutes } from './projekte/projekte.routes';
import { sicherungRoutes } from './sicherung/sicherung.routes';
import { projektsucheRoutes } from './projektsuche/projektsuche.routes';
import { tzabfrageRoutes } from './tzabfrage/tzabfrage.routes';
import { urkundenabfragenRoutes } from './urkundenabfragen/urkundenabfragen.routes';
import { vermarktungRoutes } from './vermarktung/vermarktung.routes';
import { zertifizierungenRoutes } from './zertifizierungen/zertifizierungen.routes';

/** Every area's module; app.ts registers each with the shared context (a new area adds one line). */
export const modules: readonly Module[] = [
  personenRoutes,
  fbuchRoutes,
  projekteRoutes,
  projektsucheRoutes,
  firmenRoutes,
  sicherungRoutes,
  dateienRoutes,
  grundkostenanteileRoutes,
  zertifizierungenRoutes,
  nutzwertgutachtenRoutes,
  ausstattungsqualitaetenRoutes,
  angebotsobjekteRoutes,
  ankaeufeRoutes,
  vermarktungRoutes,
  kaufobjekteRoutes,
  tzabfrageRoutes,
  urkundenabfragenRoutes,
  datencheckRoutes,
  benutzerRoutes,
  kundenRoutes,
  frontendBenutzerRoutes,
  monitorRoutes,
  aenderungsprotokollRoutes,
];
