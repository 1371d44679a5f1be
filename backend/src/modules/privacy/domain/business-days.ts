/** Calendar days as 'YYYY-MM-DD'; weekends and the holidays the calendar names are not business days. */
export abstract class HolidayCalendar {
  abstract isHoliday(day: string): boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar date in Colombia (UTC−5 all year, no daylight saving) of an instant. */
export function colombianDate(at: Date): string {
  return new Date(at.getTime() - 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function isBusinessDay(day: string, calendar: HolidayCalendar): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.isHoliday(day);
}

/** Business days from `today` (counted when it is one) to `dueDate` inclusive; 0 once the due date has passed. */
export function businessDaysLeft(today: string, dueDate: string, calendar: HolidayCalendar): number {
  let left = 0;
  for (
    let day = today;
    day <= dueDate;
    day = new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10)
  )
    if (isBusinessDay(day, calendar)) left++;
  return left;
}

/**
 * The last day to answer a request filed on `filedOn`: the term runs from the next business day (the filing day does
 * not count, whatever the hour), and the due date is its `days`-th business day.
 */
export function addBusinessDays(filedOn: string, days: number, calendar: HolidayCalendar): string {
  let day = filedOn;
  for (let counted = 0; counted < days;) {
    day = new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
    if (isBusinessDay(day, calendar)) counted++;
  }
  return day;
}
