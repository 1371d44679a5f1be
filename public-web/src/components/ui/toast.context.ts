import { createContext, useContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

export const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast; a new one replaces the one on screen (SPEC §9: toast limit 1). */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}
