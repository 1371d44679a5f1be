import { describe, expect, it } from 'vitest';
import { validatePasswordChange } from './SettingsPage';

describe('admin password change', () => {
  it('requires all three fields', () => {
    expect(validatePasswordChange({ currentPassword: 'x' })).toEqual({
      newPassword: 'Todos los campos son obligatorios',
      confirmPassword: 'Todos los campos son obligatorios',
    });
  });
  it('wants at least 6 characters and equal passwords', () => {
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'La nueva contraseña debe tener al menos 6 caracteres',
      confirmPassword: 'Las contraseñas no coinciden',
    });
    expect(validatePasswordChange({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' })).toEqual(
      {},
    );
  });
});
