import type { ComponentType } from 'react';
import {
  IconAward,
  IconBuilding,
  IconBuildingCommunity,
  IconBuildingEstate,
  IconCalculator,
  IconChartLine,
  IconDatabaseSearch,
  IconFileCertificate,
  IconFileImport,
  IconHome,
  IconKey,
  IconMap2,
  IconReceipt,
  IconScale,
  IconSpeakerphone,
  IconStars,
  IconUsers,
  IconUserShield,
} from '@tabler/icons-react';
import { hasPermission, type Permission, type PermissionHolder } from '@app/domain';

export interface Area {
  label: string;
  path: string;
  group: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** null: every logged-in user. */
  permission: Permission | null;
  /** Only built areas are shown; the rest is the plan of SPEC §1. */
  built: boolean;
  description: string;
  /** Records belong to a project: the list takes `q[]=projekt_id:<id>`, the project page links to it. */
  perProjekt?: boolean;
}

/** The areas of SPEC §1, in menu order. Sidebar, home page and the project page's links come from this one list. */
export const areas: readonly Area[] = [
  { label: 'Start', path: '/', group: '', icon: IconHome, permission: null, built: true, description: 'Übersicht' },
  { label: 'Firmen', path: '/firmen', group: 'Stammdaten', icon: IconBuilding, permission: 'firmen.lesen', built: true, description: 'Firmen mit Firmenbuchnummer, Standort und Rollen' },
  { label: 'Personen', path: '/personen', group: 'Stammdaten', icon: IconUsers, permission: 'personen.lesen', built: true, description: 'Personen suchen, anlegen und bearbeiten' },
  { label: 'Projekte', path: '/projekte', group: 'Stammdaten', icon: IconBuildingCommunity, permission: 'projekte.lesen', built: true, description: 'Projekte mit Firmen, Notizen, URLs und Dateien' },
  { label: 'Kaufobjekte', path: '/kaufobjekte', group: 'Transaktionen', icon: IconKey, permission: 'transaktionen.lesen', built: true, description: 'Kaufobjekte mit Käufern', perProjekt: true },
  { label: 'Ankäufe', path: '/ankaeufe', group: 'Transaktionen', icon: IconReceipt, permission: 'transaktionen.lesen', built: true, description: 'Grundstücksankäufe mit Verkäufern', perProjekt: true },
  { label: 'Vermarktung', path: '/vermarktung', group: 'Transaktionen', icon: IconSpeakerphone, permission: 'transaktionen.lesen', built: true, description: 'Vermarktung mit Maklern', perProjekt: true },
  { label: 'Angebotsobjekte', path: '/angebotsobjekte', group: 'Transaktionen', icon: IconBuildingEstate, permission: 'transaktionen.lesen', built: true, description: 'Angebotsobjekte aus Preislisten', perProjekt: true },
  { label: 'Ausstattungsqualität', path: '/ausstattungsqualitaeten', group: 'Bewertung', icon: IconStars, permission: 'bewertung.lesen', built: true, description: 'Bewertung der Ausstattung (BAB)', perProjekt: true },
  { label: 'Grundkostenanteil', path: '/grundkostenanteile', group: 'Bewertung', icon: IconCalculator, permission: 'bewertung.lesen', built: true, description: 'Widmung und Grundkostenanteil', perProjekt: true },
  { label: 'Zertifizierungen', path: '/zertifizierungen', group: 'Bewertung', icon: IconAward, permission: 'bewertung.lesen', built: true, description: 'Gebäudezertifizierungen', perProjekt: true },
  { label: 'Nutzwertgutachten', path: '/nutzwertgutachten', group: 'Bewertung', icon: IconScale, permission: 'bewertung.lesen', built: true, description: 'Nutzwertgutachten mit WE-Objekten', perProjekt: true },
  { label: 'Datencheck', path: '/datencheck', group: 'Qualität und Importe', icon: IconDatabaseSearch, permission: 'datencheck.nutzen', built: false, description: 'Prüfungen der Datenqualität' },
  { label: 'Urkundenabfragen', path: '/importe/kaufobjekte', group: 'Qualität und Importe', icon: IconFileImport, permission: 'importe.nutzen', built: false, description: 'Import von Kaufverträgen aus Urkunden' },
  { label: 'Grundbuchabfragen', path: '/importe/grundbuch', group: 'Qualität und Importe', icon: IconMap2, permission: 'importe.nutzen', built: false, description: 'Abfragen beim Grundbuch' },
  { label: 'Firmenbuchauszüge', path: '/importe/fbuch', group: 'Qualität und Importe', icon: IconFileCertificate, permission: 'fbuch.abfragen', built: true, description: 'Abfragen beim Firmenbuch' },
  { label: 'Frontend-Monitor', path: '/monitor', group: 'Verwaltung', icon: IconChartLine, permission: 'monitor.sehen', built: false, description: 'Nutzung des Kunden-Frontends' },
  { label: 'BenutzerInnen', path: '/benutzer', group: 'Verwaltung', icon: IconUserShield, permission: 'benutzer.verwalten', built: false, description: 'BenutzerInnen und Berechtigungen' },
];

/** The areas this user sees: built ones they hold the permission for. */
export function visibleAreas(user: PermissionHolder): Area[] {
  return areas.filter((a) => a.built && (a.permission === null || hasPermission(user, a.permission)));
}
