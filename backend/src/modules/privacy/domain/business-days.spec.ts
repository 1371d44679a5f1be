import { addBusinessDays, colombianDate, type HolidayCalendar } from './business-days.js';
import { dueDateOf, isOverdue } from './data-request.js';

/** Colombian public holidays of 2027 around Easter (Jueves and Viernes Santo) and San José. */
const calendar: HolidayCalendar = {
  isHoliday: (day) => ['2027-03-22', '2027-03-25', '2027-03-26'].includes(day),
};

describe('due dates in Colombian business days', () => {
  it('a consulta filed on the Monday of Semana Santa 2027 skips Thursday, Friday and the weekend', () => {
    // Filed Mon 22 March (San José, itself a holiday). Business days: 23, 24, 29, 30, 31 Mar, 1, 2, 5, 6, 7 Apr.
    expect(dueDateOf('consulta', '2027-03-22', calendar)).toBe('2027-04-07');
  });

  it('a reclamo and a supresion filed the same day get 15 business days', () => {
    expect(dueDateOf('reclamo', '2027-03-22', calendar)).toBe('2027-04-14');
    expect(dueDateOf('supresion', '2027-03-22', calendar)).toBe('2027-04-14');
  });

  it('a request filed on a Saturday starts counting on Monday', () => {
    expect(addBusinessDays('2027-03-20', 1, calendar)).toBe('2027-03-23');
    expect(addBusinessDays('2027-03-19', 1, calendar)).toBe('2027-03-23');
  });

  it('takes the date in Colombia, five hours behind UTC', () => {
    expect(colombianDate(new Date('2027-03-23T03:00:00Z'))).toBe('2027-03-22');
    expect(colombianDate(new Date('2027-03-23T05:00:00Z'))).toBe('2027-03-23');
  });

  it('is overdue only while pending and after the due date', () => {
    expect(isOverdue({ status: 'pendiente', dueDate: '2027-04-07' }, '2027-04-07')).toBe(false);
    expect(isOverdue({ status: 'pendiente', dueDate: '2027-04-07' }, '2027-04-08')).toBe(true);
    expect(isOverdue({ status: 'respondida', dueDate: '2027-04-07' }, '2027-04-08')).toBe(false);
  });
});
