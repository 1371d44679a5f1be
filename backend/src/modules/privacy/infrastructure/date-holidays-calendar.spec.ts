import { dueDateOf } from '../domain/data-request.js';
import { DateHolidaysCalendar } from './date-holidays-calendar.js';

describe('Colombian holidays from date-holidays', () => {
  const calendar = new DateHolidaysCalendar();

  it('knows Semana Santa 2027 and the moved San José, but not a plain Monday', () => {
    expect(calendar.isHoliday('2027-03-22')).toBe(true);
    expect(calendar.isHoliday('2027-03-25')).toBe(true);
    expect(calendar.isHoliday('2027-03-26')).toBe(true);
    expect(calendar.isHoliday('2027-03-29')).toBe(false);
    expect(calendar.isHoliday('2027-07-20')).toBe(true);
  });

  it('a consulta filed on the Monday before Easter 2027 is due on 7 April, a reclamo on 14 April', () => {
    expect(dueDateOf('consulta', '2027-03-22', calendar)).toBe('2027-04-07');
    expect(dueDateOf('reclamo', '2027-03-22', calendar)).toBe('2027-04-14');
  });
});
