import { createContext, useContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
}

export const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast; a new one replaces the one on screen. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}

/** The toast on screen: a new id each time, so showing the same text again restarts it. */
export interface ActiveToast extends ToastInput {
  id: number;
}
