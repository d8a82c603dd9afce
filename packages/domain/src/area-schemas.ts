import type { z } from 'zod';
import type { AreaDefinition, SortKeys } from './area';
import type { StandardAreaKey } from './areas';
import type { Permission } from './permissions';
import { AngebotsobjektCreateSchema, AngebotsobjektUpdateSchema } from './angebotsobjekte';
import { AnkaufCreateSchema, AnkaufUpdateSchema } from './ankaeufe';
import {
  AusstattungsqualitaetCreateSchema,
  AusstattungsqualitaetUpdateSchema,
} from './ausstattungsqualitaeten';
import { BenutzerCreateSchema, BenutzerUpdateSchema } from './benutzer';
import { AbfrageCreateSchema, AbfrageUpdateSchema } from './datencheck';
import { FirmaCreateSchema, FirmaUpdateSchema } from './firmen';
import { GrundkostenanteilCreateSchema, GrundkostenanteilUpdateSchema } from './grundkostenanteile';
import { KaufobjektCreateSchema, KaufobjektUpdateSchema } from './kaufobjekte';
import { FrontendBenutzerCreateSchema, FrontendBenutzerUpdateSchema } from './frontendbenutzer';
import { KundeCreateSchema, KundeUpdateSchema } from './kunden';
import { NutzwertgutachtenCreateSchema, NutzwertgutachtenUpdateSchema } from './nutzwertgutachten';
import { PersonCreateSchema, PersonUpdateSchema } from './personen';
import { ProjektCreateSchema, ProjektUpdateSchema } from './projekte';
import { VermarktungCreateSchema, VermarktungUpdateSchema } from './vermarktung';
import { ZertifizierungCreateSchema, ZertifizierungUpdateSchema } from './zertifizierungen';

// Each area's module (schemas, rules, answer shapes) is exported with its request bodies: one place to add
// it, apart from the definitions (areas.ts), which load no zod.
export * from './angebotsobjekte';
export * from './ankaeufe';
export * from './ausstattungsqualitaeten';
export * from './firmen';
export * from './frontendbenutzer';
export * from './grundkostenanteile';
export * from './kaufobjekte';
export * from './kunden';
export * from './monitor';
export * from './nutzwertgutachten';
export * from './benutzer';
export * from './datencheck';
export * from './personen';
export * from './projekte';
export * from './tzabfrage';
export * from './urkundenabfragen';
export * from './urkunden-parteien';
export * from './vermarktung';
export * from './zertifizierungen';

/**
 * Request bodies of the standard create and update routes, by area key. They are not in the definitions
 * (areas.ts) so that the web's login page and shell, which read every definition, load neither zod nor
 * the schemas (DESIGN §11); the server's routes and the web's forms import them. Every area declared
 * `standard: true` has its entry here, and only those (checked by the compiler).
 */
export const areaSchemas = {
  firmen: { create: FirmaCreateSchema, update: FirmaUpdateSchema },
  personen: { create: PersonCreateSchema, update: PersonUpdateSchema },
  projekte: { create: ProjektCreateSchema, update: ProjektUpdateSchema },
  kaufobjekte: { create: KaufobjektCreateSchema, update: KaufobjektUpdateSchema },
  ankaeufe: { create: AnkaufCreateSchema, update: AnkaufUpdateSchema },
  vermarktung: { create: VermarktungCreateSchema, update: VermarktungUpdateSchema },
  angebotsobjekte: { create: AngebotsobjektCreateSchema, update: AngebotsobjektUpdateSchema },
  ausstattungsqualitaeten: {
    create: AusstattungsqualitaetCreateSchema,
    update: AusstattungsqualitaetUpdateSchema,
  },
  grundkostenanteile: { create: GrundkostenanteilCreateSchema, update: GrundkostenanteilUpdateSchema },
  zertifizierungen: { create: ZertifizierungCreateSchema, update: ZertifizierungUpdateSchema },
  nutzwertgutachten: { create: NutzwertgutachtenCreateSchema, update: NutzwertgutachtenUpdateSchema },
  datencheck: { create: AbfrageCreateSchema, update: AbfrageUpdateSchema },
  benutzer: { create: BenutzerCreateSchema, update: BenutzerUpdateSchema },
  kunden: { create: KundeCreateSchema, update: KundeUpdateSchema },
  frontendbenutzer: { create: FrontendBenutzerCreateSchema, update: FrontendBenutzerUpdateSchema },
} satisfies Record<StandardAreaKey, { create: z.ZodType; update: z.ZodType }>;

/** A definition of an area with the standard resource routes: its permissions and `areaSchemas[key]`. */
export type StandardArea<
  K extends StandardAreaKey = StandardAreaKey,
  S extends SortKeys = SortKeys,
> = AreaDefinition<K, S> & {
  standard: true;
  permissions: { read: Permission; write: Permission };
};
