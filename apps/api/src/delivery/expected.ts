// When a zone's courier delivery is expected: so many working days (Monday to Friday) after today in
// Barcelona. Dates as `YYYY-MM-DD`, worked out on whole days, so no clock change moves them.

const SHOP_TIME_ZONE = 'Europe/Madrid';

/** Today's date in the shop's time zone. */
export function shopToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** The date `days` working days after `today`. */
export function addWorkingDays(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
