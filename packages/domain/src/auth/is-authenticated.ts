/**
 * Spec section 4: "a user is authenticated only if a token and a user id exist and the business
 * owner id matches the user's business_id". The owner id is the business's `user_id`.
 * `isAuthenticated({ token: "t", user: { id: 7, business_id: 3 }, business: { user_id: 3 } }) === true`
 */
export function isAuthenticated(session: {
  readonly token: string | null | undefined;
  readonly user:
    { readonly id?: number | null; readonly business_id?: number | null } | null | undefined;
  readonly business: { readonly user_id?: number | null } | null | undefined;
}): boolean {
  const { token, user, business } = session;
  if (!token || user?.id == null) return false;
  const ownerId = business?.user_id;
  return ownerId != null && ownerId === user.business_id;
}
