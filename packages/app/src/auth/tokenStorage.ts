/**
 * The signed-in admin's token, kept in localStorage under the names the specification fixes
 * (`token`, `token_type`), so a reload keeps the session.
 */
const TOKEN_KEY = 'token';
const TOKEN_TYPE_KEY = 'token_type';

export interface StoredToken {
  token: string;
  tokenType: string;
}

export function readToken(): StoredToken | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const tokenType = localStorage.getItem(TOKEN_TYPE_KEY);
  return token && tokenType ? { token, tokenType } : null;
}

export function storeToken({ token, tokenType }: StoredToken): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(TOKEN_TYPE_KEY, tokenType);
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TOKEN_TYPE_KEY);
}

export function hasToken(): boolean {
  return localStorage.getItem(TOKEN_KEY) !== null;
}
