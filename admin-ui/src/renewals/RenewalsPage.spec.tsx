import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider, type GetListParams, type GetListResult } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../providers/i18nProvider';
import { adminTheme } from '../theme/adminTheme';
import RenewalsPage from './RenewalsPage';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY - 60_000).toISOString();

const members = [
  {
    id: 1,
    name: 'Ana Vencida',
    email: 'ana@x.co',
    code: 'ana',
    slug: 'ana',
    city: 'Cali',
    paymentExpiresAt: at(-3),
    remainingDays: -3,
  },
  {
    id: 2,
    name: 'Beto Pronto',
    email: 'beto@x.co',
    code: 'beto',
    slug: 'beto',
    city: 'Pasto',
    paymentExpiresAt: at(5),
    remainingDays: 5,
  },
  {
    id: 3,
    name: 'Caro Mes',
    email: 'caro@x.co',
    code: 'caro',
    slug: 'caro',
    city: 'Neiva',
    paymentExpiresAt: at(20),
    remainingDays: 20,
  },
  {
    id: 4,
    name: 'Dani Lejos',
    email: 'dani@x.co',
    code: 'dani',
    slug: 'dani',
    city: 'Tunja',
    paymentExpiresAt: at(80),
    remainingDays: 80,
  },
  {
    id: 5,
    name: 'Eva SinFecha',
    email: 'eva@x.co',
    code: 'eva',
    slug: 'eva',
    city: 'Yopal',
    paymentExpiresAt: null,
    remainingDays: null,
  },
];

afterEach(cleanup);

describe('renewals screen', () => {
  it('pages the server list by urgency, counts from the totals and renews a member', async () => {
    const getList = vi.fn(async (_resource: string, params: GetListParams): Promise<GetListResult> => {
      if (params.pagination?.perPage === 1)
        return { data: [members[0]], total: params.filter?.expired ? 1 : params.filter?.days === 7 ? 1 : 2 };
      return { data: params.filter?.expired ? [members[0]] : members.slice(1), total: params.filter?.expired ? 1 : 4 };
    });
    const renewUser = vi.fn(async (id: number) => ({
      ...members[1],
      id,
      paymentExpiresAt: '2027-11-27T12:00:00.000Z',
      message: 'Renovación exitosa',
    }));
    const dataProvider = { ...testDataProvider(), getList, renewUser };
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} theme={adminTheme}>
        <RenewalsPage />
        <Notification />
      </AdminContext>,
    );

    await screen.findByText('Beto Pronto');
    expect(getList).toHaveBeenCalledWith(
      'renewals',
      expect.objectContaining({ filter: { days: 30 }, sort: { field: 'paymentExpiresAt', order: 'ASC' } }),
    );
    await waitFor(() => expect(screen.getByTestId('count-expired').textContent).toContain('1'));
    expect(screen.getByTestId('count-soon').textContent).toContain('2');
    expect(screen.getByTestId('count-total').textContent).toContain('3');

    const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
    expect(within(row('Beto Pronto')).getByText('5 días').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'destructive',
    );
    expect(within(row('Caro Mes')).getByText('20 días').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'warning',
    );
    expect(within(row('Dani Lejos')).getByText('80 días').closest('[data-tone]')?.getAttribute('data-tone')).toBe(
      'normal',
    );
    expect(within(row('Eva SinFecha')).getAllByText('No definido')).toHaveLength(2);
    expect(within(row('Beto Pronto')).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();

    fireEvent.click(within(row('Beto Pronto')).getByRole('button', { name: 'Renovar' }));
    const dialog = await screen.findByRole('dialog');
    // A double click renews once, naming the expiry shown.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renovar' }));
    await waitFor(() => expect(renewUser).toHaveBeenCalledWith(2, members[1].paymentExpiresAt));
    expect(renewUser).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Renovación exitosa')).toBeTruthy();
    expect(screen.getByText(/renovado por un año más, vence el 2[67]\/11\/2027/)).toBeTruthy();

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Vencidos' }));
    await screen.findByText('Ana Vencida', {}, { timeout: 12000 });
    expect(getList).toHaveBeenCalledWith(
      'renewals',
      expect.objectContaining({
        filter: { days: 30, expired: true },
        sort: { field: 'paymentExpiresAt', order: 'DESC' },
      }),
    );
  }, 40_000);
});
