import Holidays from 'date-holidays';
import { HolidayCalendar } from '../domain/business-days.js';

/** Colombia's national public holidays (Ley 51 de 1983 "Emiliani" moves included) from the date-holidays library. */
export class DateHolidaysCalendar extends HolidayCalendar {
  private readonly holidays = new Holidays('CO');
  private readonly byYear = new Map<number, Set<string>>();

  isHoliday(day: string): boolean {
    const year = Number(day.slice(0, 4));
    let days = this.byYear.get(year);
    if (!days) {
      days = new Set(
        this.holidays
          .getHolidays(year)
          .filter((h) => h.type === 'public')
          .map((h) => h.date.slice(0, 10)),
      );
      this.byYear.set(year, days);
    }
    return days.has(day);
  }
}
