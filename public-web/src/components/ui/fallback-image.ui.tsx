import { useState, type ImgHTMLAttributes } from 'react';
import { srcSetOf } from '../../lib/responsive-image';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  /** Shown when src is empty or fails to load. */
  fallback: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazy-loads. */
  priority?: boolean;
}

/** An image that lazy-loads and swaps to its fallback once if it fails. */
/** Uploaded images offer their smaller copies (srcset); `sizes` says how wide the image is shown (default: the viewport). */
export function FallbackImage({ src, fallback, priority = false, alt = '', sizes, ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src || fallback;
  const current = failed === wanted ? fallback : wanted;
  const srcSet = srcSetOf(current);
  return (
    <img
      {...rest}
      key={current}
      src={current}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
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
