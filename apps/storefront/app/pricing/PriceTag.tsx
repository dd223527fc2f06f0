/**
 * A price as the customer pays it; under a menu discount, the original price struck through before
 * it (announced as "Original price", `originalLabel`) and the discount's badge after it. No hook:
 * a menu draws hundreds, with their words translated in the view.
 */
export function PriceTag({
  price,
  original = null,
  originalLabel = "",
  badge = null,
  className,
}: {
  price: string;
  original?: string | null;
  originalLabel?: string;
  badge?: string | null;
  className?: string;
}) {
  return (
    <span className={`price-tag${className ? ` ${className}` : ""}`}>
      {original && (
        <del className="price-tag__original">
          <span className="visually-hidden">{originalLabel} </span>
          <bdi>{original}</bdi>
        </del>
      )}
      <bdi className="price-tag__now">{price}</bdi>
      {badge && <span className="price-tag__badge">{badge}</span>}
    </span>
  );
}
