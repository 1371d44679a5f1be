import { StarIcon } from './icons.ui';

/** Read-only 1–5 stars with the rating spelled out for screen readers. */
export function StarRating({ value }: { value: number }) {
  const rating = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className="stars" role="img" aria-label={`${rating} de 5 estrellas`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} className={n <= rating ? '' : 'off'} />
      ))}
    </span>
  );
}
