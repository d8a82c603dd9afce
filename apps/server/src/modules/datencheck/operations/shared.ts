import { datencheckArea } from '@app/domain';

export const tags = [datencheckArea.label];
/** Who may do what (SPEC §6: the finer Datencheck permissions). */
export const see = { access: 'datencheck.nutzen' } as const;
export const run = { access: 'datencheck.pruefen' } as const;
export const except = { access: 'datencheck.ausnahmen' } as const;
export const notify = { access: 'datencheck.benachrichtigen' } as const;
