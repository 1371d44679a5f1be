import { useState } from 'react';
import { srcSetOf } from '../../lib/responsive-image';

/** 'Laura Gómez' → 'LG'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase() || '?';
}

interface AvatarProps {
  name: string;
  photo?: string | null;
  size?: number;
  priority?: boolean;
  className?: string;
}

/** The person's photo, or their initials on the brand yellow when there is none or it fails (generated locally). */
export function InitialsAvatar({ name, photo, size = 128, priority = false, className = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  if (photo && failed !== photo) {
    return (
      <img
        className={`avatar ${className}`}
        src={photo}
        srcSet={srcSetOf(photo)}
        sizes={srcSetOf(photo) ? `${size}px` : undefined}
        alt={name}
        width={size}
        height={size}
        style={style}
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        onError={() => setFailed(photo)}
      />
    );
  }
  return (
    <span className={`avatar ${className}`} style={style} role="img" aria-label={name}>
      {initialsOf(name)}
    </span>
  );
}
