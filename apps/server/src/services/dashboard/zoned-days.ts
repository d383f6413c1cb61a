import { ANALYTICS_DEFAULT_DAYS } from '@paperbridge/contracts';

const DAY_MS = 86_400_000;

/** How far `timeZone`'s wall clock is ahead of UTC at an instant, in ms (DST included). */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (
    Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) -
    Math.floor(instant / 1000) * 1000
  );
}

/** The instant a calendar day 'YYYY-MM-DD' begins in `timeZone`. */
export function dayStartIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetMs(utcMidnight, timeZone);
  // once more at the guess: the offset may differ there when DST changes that night
  return new Date(utcMidnight - offsetMs(guess, timeZone));
}

/** 'YYYY-MM-DD' of an instant in `timeZone`. */
export const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** A calendar day moved by whole days. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export interface DayRange {
  /** first and last calendar day, both included */
  dateFrom: string;
  dateTo: string;
  /** the instants that bound them in the zone, as the dashboard scope takes them (ISO) */
  startDate: string;
  endDate: string;
}

/**
 * The analytics filters' days as instants: dateTo defaults to today and dateFrom to 180 days
 * before dateTo (spec 000 §9), both read in the caller's zone; the range ends at the last
 * millisecond of dateTo there.
 */
export function zonedDayRange(f: { dateFrom?: string; dateTo?: string; timeZone: string }, now = new Date()): DayRange {
  const dateTo = f.dateTo ?? dayIn(now, f.timeZone);
  const dateFrom = f.dateFrom ?? addDays(dateTo, -ANALYTICS_DEFAULT_DAYS);
  return {
    dateFrom,
    dateTo,
    startDate: dayStartIn(dateFrom, f.timeZone).toISOString(),
    endDate: new Date(dayStartIn(addDays(dateTo, 1), f.timeZone).getTime() - 1).toISOString(),
  };
}
