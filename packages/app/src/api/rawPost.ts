import { buildUrl } from './client';
import { readToken } from '../auth/tokenStorage';

/**
 * A JSON POST whose failing answer's whole body matters (the client's ApiError keeps only the
 * message and field errors): e.g. the 409 that asks before suspending a photographer lists the
 * orders it touches. Answers the status and the parsed body; a network failure is status 0.
 */
export function postForAnswer(
  path: string,
  body: object,
): Promise<{ status: number; payload: unknown }> {
  return sendForAnswer('POST', path, body);
}

/** The same with another method (PUT a display order, DELETE a service). */
export async function sendForAnswer(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: object,
): Promise<{ status: number; payload: unknown }> {
  const token = readToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `${token.tokenType} ${token.token}`;
  try {
    const response = await fetch(buildUrl(path), {
      method,
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let payload: unknown = null;
    try {
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }
    return { status: response.status, payload };
  } catch {
    return { status: 0, payload: null };
  }
}
