import { sessionLimits } from '@bookshop/contract';

const DAY = 24 * 60 * 60_000;
/** How long sessions last, as the cookie notices say it (the API's rule, in days and minutes). */
export const sessionDays = sessionLimits.lifetimeMs / DAY;
export const readerIdleDays = sessionLimits.idleMs.user / DAY;
export const adminIdleMinutes = sessionLimits.idleMs.admin / 60_000;
