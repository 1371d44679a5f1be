import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LeafLogo } from './icons.ui';

/** The leaf and the name, linking home; `small` for the slim bar above a form on phones, `light` on the green panel. */
export function BrandLink({ light = false, small = false }: { light?: boolean; small?: boolean }) {
  const classes = ['brand-link', light && 'brand-link--light', small && 'brand-link--small'].filter(Boolean).join(' ');
  return (
    <Link to={paths.home} className={classes}>
      <LeafLogo /> Multyhealth
    </Link>
  );
}
