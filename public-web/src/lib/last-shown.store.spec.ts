import { afterEach, describe, expect, it } from 'vitest';
import { clearLastShown, readLastShown, saveLastShown } from './last-shown.store';
import { clearSession, saveSession, type SessionUser } from './session.store';

const user = (id: number): SessionUser => ({
  id,
  name: `Vendedor ${id}`,
  email: `v${id}@x.co`,
  role: 'user',
  code: `v${id}`,
  slug: `v${id}`,
  status: 'approved',
  photo: null,
});

afterEach(() => localStorage.clear());

describe('what the dashboard last showed', () => {
  it('is kept per account: another account reads nothing', () => {
    saveLastShown(1, 'dashboard', { name: 'Laura' }, 1000);
    expect(readLastShown(1, 'dashboard')).toEqual({ data: { name: 'Laura' }, savedAt: 1000 });
    expect(readLastShown(2, 'dashboard')).toBeNull();
  });

  it('is forgotten at logout, and at the next login, leaving other keys alone', () => {
    saveSession('a.b.c', user(1));
    saveLastShown(1, 'dashboard', { name: 'Laura' });
    localStorage.setItem('referral', 'x');
    clearSession();
    expect(readLastShown(1, 'dashboard')).toBeNull();
    expect(localStorage.getItem('referral')).toBe('x');

    saveLastShown(1, 'dashboard', { name: 'Laura' });
    saveSession('d.e.f', user(2));
    expect(readLastShown(1, 'dashboard')).toBeNull();
  });

  it('reads corrupt entries as nothing', () => {
    localStorage.setItem('multyhealth:last-shown:1:dashboard', '{oops');
    expect(readLastShown(1, 'dashboard')).toBeNull();
    clearLastShown();
    expect(localStorage.length).toBe(0);
  });
});
