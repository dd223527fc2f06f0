/** The product's own name: the brand of a page when no business is known. */
export const productName = "Storefront";
