import MigrationIcon from '@mui/icons-material/CloudSync';
import PricingIcon from '@mui/icons-material/Sell';
import RenewalsIcon from '@mui/icons-material/EventRepeat';
import SettingsIcon from '@mui/icons-material/Settings';
import VideoIcon from '@mui/icons-material/OndemandVideo';
import { Menu, useTranslate } from 'react-admin';
import { PaymentsMenuItem } from './PaymentsMenuItem';

/** The tabs of the admin panel, in its order, as react-admin menu entries. */
export function AdminMenu() {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.DashboardItem primaryText={translate('mh.menu.dashboard')} />
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="orders" />
      <PaymentsMenuItem />
      <Menu.ResourceItem name="products" />
      <Menu.ResourceItem name="testimonials" />
      <Menu.ResourceItem name="faq" />
      <Menu.ResourceItem name="announcements" />
      <Menu.ResourceItem name="material" />
      <Menu.Item to="/pricing" primaryText={translate('mh.menu.pricing')} leftIcon={<PricingIcon />} />
      <Menu.Item to="/renewals" primaryText={translate('mh.menu.renewals')} leftIcon={<RenewalsIcon />} />
      <Menu.Item to="/settings" primaryText={translate('mh.menu.settings')} leftIcon={<SettingsIcon />} />
      <Menu.Item to="/video" primaryText={translate('mh.menu.video')} leftIcon={<VideoIcon />} />
      <Menu.ResourceItem name="product-features" />
      <Menu.ResourceItem name="team-images" />
      <Menu.ResourceItem name="legal-texts" />
      <Menu.ResourceItem name="audit-log" />
      <Menu.ResourceItem name="data-requests" />
      <Menu.Item to="/migration" primaryText={translate('mh.menu.migration')} leftIcon={<MigrationIcon />} />
    </Menu>
  );
}
