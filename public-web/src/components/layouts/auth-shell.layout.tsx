import type { ReactNode } from 'react';
import { BrandLink } from '../ui/brand-link.ui';
import './auth-shell.layout.css';

interface AuthShellProps {
  children: ReactNode;
  /** Left panel on wide screens. */
  aside: ReactNode;
  wide?: boolean;
}

/**
 * Registration, login and the password pages: a brand panel beside the form on desktop, the form alone under a slim bar
 * on phones. Plain CSS, no MUI: these are the pages a visitor enters by, usually on a phone (docs/performance.md, 'Rendimiento web').
 */
export function AuthShell({ children, aside, wide = false }: AuthShellProps) {
  return (
    <div className="auth">
      <aside className="auth__aside">
        <div className="auth__aside-inner">
          <BrandLink light />
          <div className="auth__aside-copy">{aside}</div>
        </div>
      </aside>
      <main className="auth__main">
        <div className="auth__bar">
          <BrandLink small />
        </div>
        <div className={wide ? 'auth__card auth__card--wide' : 'auth__card'}>{children}</div>
      </main>
    </div>
  );
}

export function AsideCopy({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <>
      <p className="auth__aside-title">{title}</p>
      <ul className="auth__aside-list">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
