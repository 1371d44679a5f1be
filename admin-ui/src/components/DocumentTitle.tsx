import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';

const CUSTOM_SCREENS: Record<string, string> = {
  '': 'mh.menu.dashboard',
  pricing: 'mh.menu.pricing',
  renewals: 'mh.menu.renewals',
  settings: 'mh.menu.settings',
  video: 'mh.menu.video',
  migration: 'mh.menu.migration',
};

/** The browser tab names the screen ('Usuarios · Multyhealth Admin'), so several open tabs can be told apart. */
export function DocumentTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  useEffect(() => {
    const [section = '', second] = pathname.split('/').filter(Boolean);
    const screen =
      section in CUSTOM_SCREENS
        ? translate(CUSTOM_SCREENS[section])
        : translate(`resources.${section}.name`, { smart_count: 2, _: section });
    const action =
      second === 'create'
        ? translate('ra.action.create')
        : second
          ? pathname.endsWith('/show')
            ? translate('ra.action.show')
            : translate('ra.action.edit')
          : null;
    document.title = `${action ? `${screen} · ${action}` : screen} · Multyhealth Admin`;
  }, [pathname, translate]);
  return null;
}
