import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState } from 'react';

const DISMISSED_KEY = 'multyhealth:ios-install-hint';

/** Safari on an iPhone or iPad (iPadOS calls itself a Mac with a touch screen), not another iOS browser. */
export function isIosSafari(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

function shouldShow(): boolean {
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches;
  return (
    !standalone &&
    isIosSafari(navigator.userAgent, navigator.platform, navigator.maxTouchPoints) &&
    localStorage.getItem(DISMISSED_KEY) !== 'dismissed'
  );
}

/** iOS shows web notifications only to an app opened from the home screen: says how to put the panel there. */
export function IosInstallHint() {
  const [visible, setVisible] = useState(shouldShow);
  if (!visible) return null;
  return (
    <Alert
      severity="info"
      onClose={() => {
        localStorage.setItem(DISMISSED_KEY, 'dismissed');
        setVisible(false);
      }}
      slotProps={{ closeButton: { title: 'Cerrar', 'aria-label': 'Cerrar el aviso de pantalla de inicio' } }}
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Añadir a pantalla de inicio</AlertTitle>
      Para recibir avisos de pedidos y pagos en tu iPhone, toca Compartir y luego «Añadir a pantalla de inicio». Después
      abre tu panel desde ese icono.
    </Alert>
  );
}
