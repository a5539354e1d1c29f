/**
 * A row of `users`. Its own folder because both the HTTP layer (who is calling) and auth (who
 * signs in) need it, and neither may import the other's folder back.
 */
export interface UserRow {
  id: string;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  api_token: string;
  is_active: boolean;
  created: Date;
  updated: Date;
}
