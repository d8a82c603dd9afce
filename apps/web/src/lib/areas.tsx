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
import { areaAccess, type AreaDefinition, type AreaIcon } from '@app/domain';
import { useCurrentUser } from './session';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

/** The icon of each area (packages/domain names them; the components live here). */
const icons: Record<AreaIcon, Icon> = {
  home: IconHome,
  building: IconBuilding,
  users: IconUsers,
  projects: IconBuildingCommunity,
  key: IconKey,
  receipt: IconReceipt,
  speakerphone: IconSpeakerphone,
  estate: IconBuildingEstate,
  stars: IconStars,
  calculator: IconCalculator,
  award: IconAward,
  scale: IconScale,
  'database-search': IconDatabaseSearch,
  'file-import': IconFileImport,
  map: IconMap2,
  certificate: IconFileCertificate,
  chart: IconChartLine,
  'user-shield': IconUserShield,
};

export function AreaIconOf({ area, size }: { area: AreaDefinition; size: number }) {
  const Component = icons[area.icon];
  return <Component size={size} aria-hidden />;
}

/** What the current user may do in an area; hides what the server would refuse anyway. */
export function useAreaAccess(area: AreaDefinition): { read: boolean; write: boolean } {
  return areaAccess(useCurrentUser(), area);
}
