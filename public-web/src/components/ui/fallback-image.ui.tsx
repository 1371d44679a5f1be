import { useState, type ImgHTMLAttributes } from 'react';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  /** Shown when src is empty or fails to load (SPEC §8 fallbacks). */
  fallback: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazy-loads. */
  priority?: boolean;
}

/** An image that lazy-loads and swaps to its fallback once if it fails. */
export function FallbackImage({ src, fallback, priority = false, alt = '', ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src || fallback;
  const current = failed === wanted ? fallback : wanted;
  return (
    <img
      {...rest}
      key={current}
      src={current}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={() => {
        if (current !== fallback) setFailed(wanted);
      }}
    />
  );
}
