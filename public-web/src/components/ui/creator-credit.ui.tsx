import { useCreatorCredit } from '../../lib/creator-credit.context';

/** 'Página creada por {name}': a link to the creator's site when one is configured, otherwise the name alone. */
export function CreatorCreditLine() {
  const { name, url } = useCreatorCredit();
  return (
    <>
      Página creada por{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        name
      )}
    </>
  );
}
