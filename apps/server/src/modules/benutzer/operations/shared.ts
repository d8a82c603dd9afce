import { z } from 'zod';
import { benutzerArea } from '@app/domain';
import { okAnswer } from '../../../platform/answers';
import type { ModuleContext } from '../../../platform/module';

/** What the user administration's operations share: a user whose rights changed reaches open sockets. */
export interface BenutzerContext extends ModuleContext {
  changed: (userId: number) => Promise<void>;
}

export const tags = [benutzerArea.label];
export const verwalten = benutzerArea.permissions.write;
/** The answer of an operation that returns nothing. */
export const nothing = { 200: okAnswer(z.null()) };
