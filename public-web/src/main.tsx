import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { applyBrandVariables } from './app/brand-variables';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

applyBrandVariables();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
